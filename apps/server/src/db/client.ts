import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lazyModule } from '../lib/lazy-module.ts';
import { refuseNewerDatabase } from './migration-state.ts';
import * as schema from './schema/index.ts';

/** The one database type the repositories see, whatever the engine behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** the connection pool on PostgreSQL (metrics read its use); absent on PGlite */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** Next to this file in the source tree, and copied next to the bundle by build.mjs. */
export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

// node-postgres returns int8 (bigint) as strings by default; our sizes fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** One warning per outage, not one per pooled connection. */
let lastLostWarning = 0;
function connectionLost(error: Error) {
  const now = Date.now();
  if (now - lastLostWarning < 10_000) return;
  lastLostWarning = now;
  process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
}

export async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  // A bounded wait for a connection: during an outage requests fail fast (503) instead of hanging.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle connection that the server drops (restart, failover, shutdown) must not crash the
  // process: the pool discards it and opens a new one on the next query.
  pool.on('error', connectionLost);
  // A checked-out client between two queries (inside a transaction) emits 'error' itself when the
  // server goes away; without a listener that would be an uncaught exception (decision 013).
  pool.on('connect', (client) => {
    client.on('error', connectionLost);
  });
  const db = drizzlePg(pool, { schema });
  try {
    await underMigrationLock(url, async () => {
      // A database a newer release migrated is refused before anything runs on it (decision 035).
      await refuseNewerDatabase(db, MIGRATIONS_FOLDER);
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', close: () => pool.end(), pool };
}

/** Any fixed number: the key of the session-level advisory lock every process migrates under. */
const MIGRATION_LOCK_KEY = 2_022_034_042;

/**
 * Processes started together on one database (app processes and workers, decision 042) migrate one
 * after the other: without the lock two of them ran the same migration at once and one died on a
 * duplicate key (`CREATE EXTENSION pg_trgm`). The lock lives on a connection of its own, outside the
 * pool, so a pool of one still has its connection for the migrations; it ends with that connection.
 */
async function underMigrationLock(url: string, migrate: () => Promise<void>) {
  const lock = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  lock.on('error', connectionLost);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.end().catch(() => undefined);
  }
}

// PGlite.create with an options object: the two-argument constructor drops the extensions here.
// `loadDataDir`: start from a tarball of another PGlite's data folder (dumpDataDir), e.g. the
// API tests' migrated template.
// PGlite and its drizzle driver are imported only when PGlite is the engine: a start on PostgreSQL
// (the default) does not load them.
const pglite = lazyModule(async () => {
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  return { PGlite, extensions: { pg_trgm, unaccent }, drizzle, migrate };
});

export async function createPglite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite, extensions } = await pglite();
  return PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions,
  });
}

/** Wraps an open PGlite (a data folder, or a clone of the test template) and migrates it. */
export async function openPgliteInstance(client: PGlite, runMigrations = true): Promise<DatabaseHandle> {
  const { drizzle, migrate } = await pglite();
  const db = drizzle(client, { schema });
  if (runMigrations) {
    await refuseNewerDatabase(db, MIGRATIONS_FOLDER);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function openPgliteFolder(folder: string): Promise<DatabaseHandle> {
  // PGlite does not create missing parent folders itself.
  await mkdir(folder, { recursive: true });
  return openPgliteInstance(await createPglite(folder));
}
