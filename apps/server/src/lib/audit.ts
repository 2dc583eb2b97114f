import type { Database } from '../db/client.ts';
import { type AuditChange, auditLog } from '../db/schema/index.ts';

/** Field names whose values never reach the audit log (only the fact that they changed). */
const SECRET_FIELD = /pass(word)?|secret|token|api_?key|apikey|hash|recovery|totp|2fa/i;
export const REDACTED = '[redacted]';

/** Anything that can insert: the database or a transaction of it. */
export type AuditExecutor = Pick<Database, 'insert'>;

export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditEntry {
  /** null for the system (jobs, start-up) */
  actor: AuditActor | null;
  /** a policy action name (`release.update`) or another stable verb of the feature */
  action: string;
  itemType: string;
  itemId?: string | number | null;
  itemLabel?: string | null;
  /** changed fields; build them with `diffFields` */
  changes?: Record<string, AuditChange>;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return JSON.stringify(a) === JSON.stringify(b);
}

function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : (value ?? null);
}

/**
 * The fields of `after` whose value differs from `before` (old → new). Only keys present in `after`
 * are compared, so a partial update lists just what it touched. Secret fields are redacted.
 */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  for (const [field, next] of Object.entries(after)) {
    const previous = before ? before[field] : undefined;
    if (before && sameValue(previous, next)) continue;
    changes[field] = SECRET_FIELD.test(field)
      ? { from: REDACTED, to: REDACTED }
      : { from: plain(previous), to: plain(next) };
  }
  return changes;
}

/**
 * Writes one audit row. Call it with the transaction of the change (`db.transaction(async (tx) =>
 * { …; await recordAudit(tx, …) })`) so the row and the change commit or roll back together.
 */
export async function recordAudit(executor: AuditExecutor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.username ?? null,
    action: entry.action,
    itemType: entry.itemType,
    itemId: entry.itemId === undefined || entry.itemId === null ? null : String(entry.itemId),
    itemLabel: entry.itemLabel ?? null,
    changes: entry.changes ?? {},
  });
}
