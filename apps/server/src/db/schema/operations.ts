import { bigint, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The next free request slot of each hoster pace key (a checker, or one host of the generic
 * checker), shared by every worker process so that N workers keep one hoster's pace, not N times it
 * (integrations/hosters/pace.ts, decision 034).
 */
export const hosterPace = pgTable('hoster_pace', {
  key: text('key').primaryKey(),
  nextSlot: timestamp('next_slot', { withTimezone: true }).notNull(),
});

/** One backup (daily job or `npm run backup`): when, where, how big, or why it failed. */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    file: text('file'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    trigger: text('trigger').$type<'job' | 'cli'>().notNull().default('job'),
  },
  (t) => [index('backup_runs_started_idx').on(t.startedAt.desc())],
);
