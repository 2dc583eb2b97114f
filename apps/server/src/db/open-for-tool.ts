import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openPgliteFolder, openPostgres } from './client.ts';
import { portInUse, postmasterPid, processAlive, runningEmbeddedPostgresUrl } from './embedded-postgres.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';

/**
 * The database for a command-line tool (`npm run backup`, `restore`, `worker`, `admin:password`):
 * DATABASE_URL; or the embedded PostgreSQL the running app started in DATA_DIR; or, when no app runs,
 * that embedded server started for the tool and stopped with it. PGlite lives in one process: the app
 * must be stopped while a tool opens its folder.
 */
export async function openDatabaseForTool(config: Config, log: FastifyBaseLogger): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, 2);
  if (config.EMBEDDED_DB === 'pglite') return openPgliteFolder(path.join(config.dataDir, 'pglite'));
  const pid = await postmasterPid(path.join(config.dataDir, 'postgres'));
  if (pid !== null && processAlive(pid) && (await portInUse(config.EMBEDDED_DB_PORT)))
    return openPostgres(await runningEmbeddedPostgresUrl(config.dataDir, config.EMBEDDED_DB_PORT), 2);
  return openConfiguredDatabase({ ...config, DB_POOL_SIZE: 2 }, log);
}
