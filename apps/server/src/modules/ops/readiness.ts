import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { appliedMigrations, compareMigrations, journalOf } from '../../db/migration-state.ts';
import type { JobQueue } from '../../jobs/queue.ts';

export interface Readiness {
  ready: boolean;
  /** what is wrong, one line each; empty when ready */
  reasons: string[];
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * Whether this process can serve (`GET /readyz`): the database answers, every migration of the code
 * is applied and none unknown to it, and the job queue runs. A load balancer takes a process out
 * while this fails (database outage, shutting down).
 */
export async function readinessOf(db: Database, jobs: JobQueue, timeoutMs = 2000): Promise<Readiness> {
  const reasons: string[] = [];
  try {
    await withTimeout(db.execute(sql`select 1`), timeoutMs);
    const state = compareMigrations(
      journalOf(MIGRATIONS_FOLDER),
      await withTimeout(appliedMigrations(db), timeoutMs),
    );
    if (state.pending.length > 0) reasons.push(`migrations not applied: ${state.pending.join(', ')}`);
    if (state.unknown > 0)
      reasons.push(`the database has ${state.unknown} migration(s) newer than this code`);
  } catch (error) {
    reasons.push(`database unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!jobs.running()) reasons.push('job queue not running');
  return { ready: reasons.length === 0, reasons };
}
