import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * SQLSTATE 40001 (serialization failure) and 40P01 (deadlock detected): PostgreSQL rolled the
 * transaction back because it collided with another one. Nothing was written; trying again is safe.
 */
const TRANSIENT = new Set(['40001', '40P01']);

/** The SQLSTATE of an error or of one it wraps (drizzle wraps the driver's error as `cause`). */
function sqlStates(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** Whether an error (or one it wraps, as drizzle does) is such a collision. */
export function isTransactionConflict(error: unknown): boolean {
  return sqlStates(error).some((code) => TRANSIENT.has(code));
}

/** SQLSTATE 23505: a unique index refused the row (someone else took the value first). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStates(error).includes('23505');
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in a transaction and runs it again (a fresh transaction, after a short random pause)
 * when PostgreSQL aborted it as a deadlock or serialization failure. After `attempts` the error goes
 * on; the error handler answers it 409 "try again", never 500 (issue 19).
 */
export async function transactionWithRetry<T>(
  db: Database,
  work: (tx: Tx) => Promise<T>,
  attempts = 4,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

/**
 * A transaction-scoped advisory lock: every transaction that takes the same key runs after the
 * other, released at commit or rollback. Keys are fixed numbers per rule (below).
 */
export async function lockForTransaction(tx: Pick<Database, 'execute'>, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${Math.trunc(key)})`);
}

/** Advisory lock keys, one per rule that must see a consistent set of rows. */
export const LOCK_KEYS = {
  /** Member changes: who-may-change-whom and the last-admin rule read other users' rows. */
  memberChanges: 190_001,
} as const;
