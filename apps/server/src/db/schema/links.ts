import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { releases } from './releases.ts';

/** What the last check of a link found; `unknown` until checked or while the hoster does not answer. */
/** `refused`: an address the server does not fetch (decision 024). */
export type LinkState = 'online' | 'offline' | 'unknown' | 'refused';

/**
 * One hoster link of a release and what the link checker knows about it (issue 13). Rows follow
 * `releases.links` (synced by the link-check jobs); `next_check_at` drives the re-check schedule:
 * fresh links soon, stable ones less often, offline ones a few more times before they count as dead
 * (`offline_count` ≥ LINK_DEAD_AFTER).
 */
export const linkChecks = pgTable(
  'link_checks',
  {
    id: serial('id').primaryKey(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    /** the key of `releases.links` (ddownload, rapidgator.net, archive.org, …) */
    hoster: text('hoster').notNull(),
    url: text('url').notNull(),
    /** which checker answers for the link (`integrations/hosters`): nitroflare, ddownload, rapidgator, generic */
    checker: text('checker').notNull(),
    state: text('state').$type<LinkState>().notNull().default('unknown'),
    /** why: `file not found`, `http 404`, `timeout`, `rate limited`, … */
    reason: text('reason'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** consecutive checks with the same state (online or offline); backs the schedule */
    streak: smallint('streak').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('link_checks_release_url_idx').on(t.releaseId, t.url),
    index('link_checks_due_idx').on(t.checker, t.nextCheckAt),
    index('link_checks_state_idx').on(t.state, t.checkedAt.desc()),
  ],
);
export type LinkCheckRow = typeof linkChecks.$inferSelect;

/**
 * The link sync's cursor (one row): releases after (`synced_until`, `synced_id`) in
 * (updated_at, id) order get their link rows refreshed by the next `links.schedule` run.
 */
export const linkSync = pgTable('link_sync', {
  id: smallint('id').primaryKey(),
  syncedUntil: timestamp('synced_until', { withTimezone: true }).notNull(),
  syncedId: integer('synced_id').notNull().default(0),
});
