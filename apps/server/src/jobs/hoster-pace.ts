import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Each hoster's pace kept in PostgreSQL (table `hoster_pace`, decision 034): one statement reserves
 * the key's next slot atomically for every process, so N worker processes keep one pace between
 * them instead of N times it. Times are the database's clock, so the processes' clocks do not matter.
 * Answers the ms to wait for the reserved slot.
 */
export function postgresPace(db: Database) {
  return async (key: string, gapMs: number, notBefore?: number): Promise<number> => {
    const floor = notBefore ? sql`to_timestamp(${notBefore / 1000})` : sql`clock_timestamp()`;
    const result = (await db.execute(sql`
      insert into hoster_pace (key, next_slot)
      values (${key}, greatest(clock_timestamp(), ${floor}) + make_interval(secs => ${gapMs / 1000}))
      on conflict (key) do update
        set next_slot = greatest(hoster_pace.next_slot, clock_timestamp(), ${floor}) + make_interval(secs => ${gapMs / 1000})
      returning greatest(0, extract(epoch from (next_slot - clock_timestamp())) * 1000 - ${gapMs})::float8 as wait_ms`)) as {
      rows: { wait_ms: number }[];
    };
    return Math.max(0, Number(result.rows[0]?.wait_ms ?? 0));
  };
}
