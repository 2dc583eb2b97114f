import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from './sql-rows.ts';

/**
 * Totals never go past 10,000 matches (476 pages of 21, 200 of 50): nobody pages that far.
 * See docs/decisions/003-search-engine.md.
 */
export const COUNT_CAP = 10_000;
/**
 * A search the planner expects to match more rows than this is broad: counting would visit every
 * match's row (`the`, `german 1080p`: tens of thousands), so its total is the planner's estimate,
 * flagged in the answer (`total_estimated`). Below it, matches are read anyway (to rank or sort
 * them) and counted in the same pass (`count(*) over ()`).
 */
export const EXACT_COUNT_CAP = 1_000;

export interface Total {
  total: number;
  /** True when `total` is the planner's estimate of a broad search (more than EXACT_COUNT_CAP). */
  estimated: boolean;
}

interface Limitable {
  limit(limit: number): { as(alias: string): Parameters<ReturnType<Database['select']>['from']>[0] };
}

export async function cappedCount(db: Database, query: Limitable, cap = COUNT_CAP): Promise<number> {
  const capped = query.limit(cap).as('capped');
  const rows = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return Number(rows[0]?.total ?? 0);
}

/** The planner's row estimate for a query (EXPLAIN only plans it; nothing is read). */
export async function estimatedRows(db: Database, query: SQLWrapper | SQL): Promise<number> {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  const cell = row?.['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/** A broad search's total: the planner's estimate, at least EXACT_COUNT_CAP + 1, at most COUNT_CAP. */
export const estimatedTotal = (estimate: number): Total => ({
  total: Math.min(COUNT_CAP, Math.max(EXACT_COUNT_CAP + 1, estimate)),
  estimated: true,
});
