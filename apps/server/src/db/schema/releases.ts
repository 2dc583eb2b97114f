import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { entries } from './entries.ts';
import { users } from './users.ts';

/** Spec §3 Release.options. */
export interface ReleaseOptions {
  season?: number | null;
  episode?: number | null;
  episode_count_in_season?: number | null;
  /** hoster → online-status image URL */
  check?: Record<string, string>;
}

export const releases = pgTable(
  'releases',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    entryId: integer('entry_id').references(() => entries.id, { onDelete: 'set null' }),
    fulltitle: text('fulltitle').notNull(),
    title: text('title'),
    type: text('type').notNull(),
    subType: text('sub_type'),
    group: text('group'),
    size: bigint('size', { mode: 'number' }),
    downloads: integer('downloads').notNull().default(0),
    videoStream: text('video_stream'),
    videoCodec: text('video_codec'),
    audioStream: text('audio_stream'),
    bitrate: text('bitrate'),
    quality: text('quality'),
    lang: text('lang').array().notNull().default(sql`'{}'::text[]`),
    source: text('source').notNull().default('manual'),
    releasedAt: date('released_at', { mode: 'string' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** hoster → list of URLs */
    links: jsonb('links').$type<Record<string, string[]>>().notNull().default({}),
    /** hoster → container URL */
    cryptedLinks: jsonb('crypted_links').$type<Record<string, string>>().notNull().default({}),
    parts: integer('parts'),
    options: jsonb('options').$type<ReleaseOptions>().notNull().default({}),
    folder: text('folder'),
    is0day: boolean('is0day').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: set by a normal delete, cleared by restore. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Moderation (decision 016): visitors see only `approved` releases. Uploads by users start
     * `pending`; moderators approve, reject or postpone them; a report can `hide` a release.
     */
    moderation: text('moderation').notNull().default('approved'),
    moderationReason: text('moderation_reason'),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    /** Raised by every staff edit; an update carrying an older one is a stale edit (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('releases_uid_idx').on(t.uid),
    index('releases_entry_idx').on(t.entryId),
    index('releases_created_idx').on(t.createdAt.desc()),
    index('releases_moderation_idx')
      .on(t.moderation, t.createdAt.desc())
      .where(sql`moderation <> 'approved'`),
    index('releases_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
export type ReleaseRow = typeof releases.$inferSelect;
