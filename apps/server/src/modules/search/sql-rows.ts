import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Rows of a raw statement. `db.execute` is typed `unknown` for the engine-neutral Database type;
 * node-postgres and PGlite both answer `{ rows: [...] }`.
 */
export async function rowsOf<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows?: unknown };
  return Array.isArray(result.rows) ? (result.rows as T[]) : [];
}
