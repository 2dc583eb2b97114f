import { sql } from 'drizzle-orm';
import { bigint, boolean, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The catalogue version (migration 0030, decision 032): one row, bumped by triggers in the
 * transaction of every write that changes what visitors see; processes drop their answer caches
 * when it moves (`lib/catalogue-version.ts`).
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  bumpedTx: bigint('bumped_tx', { mode: 'number' }),
});

/**
 * What each catalogue version touched, as tags (migration 0050, decision 050): processes read the
 * rows between the version they knew and the new one and drop only the answers carrying those
 * tags. `urgent`: something left public view (hide, takedown, trash, delete).
 */
export const catalogueChanges = pgTable('catalogue_changes', {
  version: bigint('version', { mode: 'number' }).primaryKey(),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  urgent: boolean('urgent').notNull().default(false),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
