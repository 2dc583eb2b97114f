import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

type Rows = { rows: unknown[] };

interface PoolLike {
  query(text: string, values?: unknown[]): Promise<Rows | Rows[]>;
}
interface PgliteLike extends PoolLike {
  exec(text: string): Promise<Rows[]>;
}

const isPglite = (client: PoolLike): client is PgliteLike =>
  typeof (client as Partial<PgliteLike>).exec === 'function';

/** node-postgres answers a multi-statement text with one result per statement; pg-boss reads the last. */
const lastRows = (result: Rows | Rows[]): Rows =>
  Array.isArray(result) ? (result[result.length - 1] ?? { rows: [] }) : result;

/**
 * pg-boss over the app's own connection (no second pool): the drizzle client underneath — a
 * node-postgres pool or a PGlite instance. PGlite's `query` takes one statement with parameters;
 * pg-boss's parameterless texts (its migrations, several statements in one transaction) go through
 * `exec` (decision 017).
 */
export function pgBossDbOf(db: Database): PgBoss.Db {
  const client = (db as unknown as { $client?: PoolLike }).$client;
  if (!client || typeof client.query !== 'function') throw new Error('job queue: no database client');
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (isPglite(client) && (!values || values.length === 0)) return lastRows(await client.exec(text));
      return lastRows(await client.query(text, values));
    },
  };
}

/**
 * pg-boss inside a drizzle transaction (or on the database): its `$n` placeholders become drizzle
 * parameters, so `send` writes the job with the transaction's connection and the job exists only
 * if the transaction commits.
 */
export function pgBossDbOfExecutor(executor: Pick<Database, 'execute'>): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      const parts = text.split(/\$(\d+)/);
      for (let i = 0; i < parts.length; i++) {
        if (i % 2 === 0) chunks.push(sql.raw(parts[i] ?? ''));
        else chunks.push(sql`${values[Number(parts[i]) - 1] ?? null}`);
      }
      const result = (await executor.execute(sql.join(chunks))) as unknown as Rows;
      return { rows: result.rows };
    },
  };
}
