import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions } from './auth.ts';
import { users } from './users.ts';

/**
 * App tokens (spec 01 §3): long-lived bearer tokens a staff member creates for scripts and tools.
 * Each one IS a session (method `app_token`, decision 008), so the auth plugin accepts it like any
 * login and only the SHA-256 of the token is stored there; this table adds the name the user gave.
 */
export const appTokens = pgTable(
  'app_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_tokens_session_idx').on(t.sessionId), index('app_tokens_user_idx').on(t.userId)],
);
export type AppTokenRow = typeof appTokens.$inferSelect;
