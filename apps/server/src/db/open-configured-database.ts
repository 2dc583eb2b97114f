import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openPgliteFolder, openPostgres } from './client.ts';
import { type EmbeddedStart, startConfiguredEmbeddedServer } from './embedded-postgres.ts';

export interface OpenOptions {
  /** called when the embedded server dies and cannot be brought back */
  onFatal?: (error: Error) => void;
  /** an embedded server whose start the caller began already (main.ts); started here when left out */
  embedded?: EmbeddedStart | null;
}

/**
 * DATABASE_URL → that PostgreSQL server; otherwise the embedded default in DATA_DIR
 * (a PostgreSQL server from npm binaries, or PGlite when EMBEDDED_DB=pglite).
 */
export async function openConfiguredDatabase(
  config: Config,
  log: FastifyBaseLogger,
  { onFatal, embedded }: OpenOptions = {},
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DB_POOL_SIZE);
  if (config.EMBEDDED_DB === 'pglite') return openPgliteFolder(path.join(config.dataDir, 'pglite'));
  const starting = embedded ?? startConfiguredEmbeddedServer(config, log, onFatal);
  if (!starting) throw new Error('no embedded PostgreSQL in this configuration');
  const server = await starting.server;
  try {
    const handle = await openPostgres(server.url, config.DB_POOL_SIZE);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
