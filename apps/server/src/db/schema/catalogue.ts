import {
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { entries } from './entries.ts';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded entry images (posters, backdrops, screenshots), re-encoded to WebP. Kept in PostgreSQL
 * so every app process serves the same picture (decision 014); served by `/api/media/file/{name}`.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    /** random part of the public name, so ids cannot be walked */
    token: text('token').notNull(),
    kind: text('kind').notNull(),
    entryId: integer('entry_id').references(() => entries.id, { onDelete: 'set null' }),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_files_entry_idx').on(t.entryId)],
);

/** Counted downloads per release and day (the dashboard's 30-day chart); hits are swept, these stay. */
export const releaseDownloadDays = pgTable(
  'release_download_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    releaseId: integer('release_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.releaseId] })],
);

/** Containers a staff member created through `POST /api/filecrypt/createContainer` (dashboard/myfilecrypt). */
export const filecryptContainers = pgTable(
  'filecrypt_containers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    link: text('link').notNull(),
    linksCount: integer('links_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('filecrypt_containers_user_idx').on(t.userId, t.createdAt.desc())],
);
