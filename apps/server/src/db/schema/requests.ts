import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { releases } from './releases.ts';
import { users } from './users.ts';

/**
 * Spec §3 "REQ request": a release name someone asked the scene bot for. `filled_at` and
 * `release_id` are set once a release answers it.
 */
export const requests = pgTable(
  'requests',
  {
    id: serial('id').primaryKey(),
    fulltitle: text('fulltitle').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    releaseId: integer('release_id').references(() => releases.id, { onDelete: 'set null' }),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('requests_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('requests_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
export type RequestRow = typeof requests.$inferSelect;
