import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Totals stop counting at 10,000 matches (476 pages of 21, 200 of 50): an exact count of a broad
 * search over a million releases would cost more than the page itself, and nobody pages that far.
 * See docs/decisions/003-search-engine.md.
 */
export const COUNT_CAP = 10_000;

interface Limitable {
  limit(limit: number): { as(alias: string): Parameters<ReturnType<Database['select']>['from']>[0] };
}

export async function cappedCount(db: Database, query: Limitable): Promise<number> {
  const capped = query.limit(COUNT_CAP).as('capped');
  const rows = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return Number(rows[0]?.total ?? 0);
}
