import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One changed field: its value before and after (secrets are never stored, see lib/audit.ts). */
export type AuditChange = { from: unknown; to: unknown };

/**
 * The audit log: one row per staff write (who, when, which action on which item, the changed
 * fields old → new). Written by `lib/audit.ts` inside the transaction of the change it records, so a
 * rolled-back change leaves no row and a committed one always has its row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** null for the system (jobs, start-up) */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** the actor's username at the time, kept when the account is gone */
    actorName: text('actor_name'),
    /** a policy action name, e.g. `release.update` */
    action: text('action').notNull(),
    /** what kind of item: entry, release, member, page, … */
    itemType: text('item_type').notNull(),
    itemId: text('item_id'),
    /** a short human label of the item (title, username) for lists */
    itemLabel: text('item_label'),
    changes: jsonb('changes').$type<Record<string, AuditChange>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_item_idx').on(t.itemType, t.itemId, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
