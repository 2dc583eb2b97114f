import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { openPostgres } from './db/client.ts';
import { runningEmbeddedPostgresUrl } from './db/embedded-postgres.ts';
import { createJobQueue } from './jobs/queue.ts';
import { onStopSignal } from './lib/stop-signals.ts';

/**
 * A job worker on its own (`npm run worker`, decision 017): runs every job kind against the app's
 * database — DATABASE_URL, or the embedded PostgreSQL the app started in DATA_DIR. Start the app
 * with WORKERS=off to leave the work to one or more of these. PGlite lives inside one process, so
 * with EMBEDDED_DB=pglite the app's own (inline) workers are the only ones.
 */
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
if (!config.DATABASE_URL && config.EMBEDDED_DB === 'pglite') {
  log.error('EMBEDDED_DB=pglite is one process: run the workers inside the app (WORKERS=inline)');
  process.exit(1);
}
const url =
  config.DATABASE_URL || (await runningEmbeddedPostgresUrl(config.dataDir, config.EMBEDDED_DB_PORT));
// Migrations run here too (idempotent): a worker started before the app still finds its tables.
const database = await openPostgres(url, config.DB_POOL_SIZE);
const jobs = createJobQueue({ db: database.db, config, log, workers: 'inline' });
await jobs.start();
log.info({ kinds: jobs.kinds() }, 'job worker running');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'job worker stopping');
  await jobs.stop();
  await database.close();
  process.exit(0);
}
onStopSignal((signal) => void shutdown(signal));
