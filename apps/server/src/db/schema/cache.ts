import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

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
