import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { releases } from './releases.ts';

/**
 * Who counted a download of which release, and when (spec: POST /release/download). A client is
 * the SHA-256 of IP + user agent, never the raw values; a client counts once per release within
 * the window, so hammering the endpoint cannot inflate the numbers. Rows older than the window
 * are dead and are swept now and then.
 */
export const releaseDownloadHits = pgTable(
  'release_download_hits',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    clientHash: text('client_hash').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.clientHash] }),
    index('release_download_hits_counted_idx').on(t.countedAt),
  ],
);
