import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Spec 02 §3 Entry.options. Media URLs are kept here; actors have their own table. */
export interface EntryOptions {
  imdb_id?: string | null;
  tmdb_id?: string | null;
  igdb_id?: string | null;
  source?: string | null;
  /** Public sources of the work (licence and link), shown on the detail page. */
  sources?: { label: string; url: string; license: string }[];
  posters?: { link: string }[];
  backdrops?: { cdn: boolean; url: string; link: string | null }[];
  images?: { image: string }[];
  disable_actors?: boolean;
  /** Two colours for the generated cover and backdrops. */
  palette?: [string, string];
}

export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    /** Public id used in URLs (`detail/{uid}/{slug}`), never the serial id. */
    uid: text('uid').notNull(),
    title: text('title').notNull(),
    originalTitle: text('original_title'),
    subtitle: text('subtitle'),
    fulltitle: text('fulltitle'),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    subType: text('sub_type'),
    lang: text('lang').array().notNull().default(sql`'{}'::text[]`),
    genre: text('genre').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    fsk: integer('fsk'),
    rating: real('rating'),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    time: integer('time'),
    cover: text('cover'),
    trailer: text('trailer'),
    active: boolean('active').notNull().default(true),
    noDuplicate: boolean('no_duplicate'),
    options: jsonb('options').$type<EntryOptions>().notNull().default({}),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    releasedAt: date('released_at', { mode: 'string' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** When the newest release was added; "latest" sorts by it. */
    lastReleaseAt: timestamp('last_release_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Raised by every staff edit; an update carrying an older one is a stale edit (409). */
    version: integer('version').notNull().default(1),
    /**
     * Releases on the entry that are not in the trash (any moderation state): the dashboard's releases
     * column and "no release" queue. Kept by triggers on `releases` (migration 0024, decision 020), so
     * no writer has to remember it.
     */
    liveReleases: integer('live_releases').notNull().default(0),
    /**
     * Releases visitors see on the entry (not in the trash, approved): every entry card's count.
     * Kept by the same triggers (migration 0052), so a card is one row to read.
     */
    visibleReleases: integer('visible_releases').notNull().default(0),
    /**
     * Set when the link check hid the entry for dead links (LINK_HIDE_DEAD_ENTRIES); the check shows it
     * again when a link lives. Any other write of `active` clears it (trigger, migration 0034).
     */
    linkHiddenAt: timestamp('link_hidden_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('entries_uid_idx').on(t.uid),
    index('entries_type_latest_idx').on(t.type, t.lastReleaseAt.desc(), t.id.desc()),
    index('entries_latest_idx').on(t.lastReleaseAt.desc(), t.id.desc()),
    index('entries_created_idx').on(t.createdAt.desc()),
    index('entries_link_hidden_idx').on(t.id).where(sql`${t.linkHiddenAt} is not null`),
    // The dashboard's "no release" queue, newest change first: holds only the queue's entries.
    index('entries_norelease_idx')
      .on(t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null and ${t.liveReleases} = 0`),
  ],
);
export type EntryRow = typeof entries.$inferSelect;

/**
 * How many live entries not marked "no duplicate" share each duplicate key (`entries.duplicate_key`,
 * migration 0015). Kept by a trigger on `entries` (migration 0024, decision 020); keys with more than
 * one entry are the duplicates queue's groups, so the queue no longer groups 100,000 keys a request.
 */
export const entryDuplicateKeys = pgTable(
  'entry_duplicate_keys',
  {
    duplicateKey: text('duplicate_key').primaryKey(),
    entries: integer('entries').notNull(),
  },
  (t) => [index('entry_duplicate_keys_groups_idx').on(t.duplicateKey).where(sql`${t.entries} > 1`)],
);
