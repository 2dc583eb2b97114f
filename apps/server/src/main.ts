import { pino } from 'pino';
import { loadConfig } from './config.ts';
import { startConfiguredEmbeddedServer } from './db/embedded-postgres.ts';
import { die } from './lib/die.ts';

/**
 * The process's entry: configuration, logger, last-resort handlers, then the embedded PostgreSQL's
 * start, then the app (serve.ts). It imports only what those first steps need: the embedded server
 * boots in its own process while this one loads and compiles the app's modules, instead of one after
 * the other (decision 048). The bundle keeps serve.ts and everything it imports in a chunk of its own
 * (build.mjs, `splitting`).
 */
const startedAt = performance.now();
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  die('cannot start', error);
}
const logger = pino({ level: config.LOG_LEVEL });
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  die('stopped after an unexpected error', error);
});
process.on('unhandledRejection', (reason) => {
  // Logged, not fatal: a stray promise must not take the whole site down.
  logger.error({ err: reason }, 'unhandled promise rejection');
});

const embedded = startConfiguredEmbeddedServer(config, logger, (error) =>
  die('lost its embedded PostgreSQL and could not restart it', error),
);
// Handled where serve() awaits it; observed here so that a failure while the app's modules load is
// not first reported as an unhandled rejection.
embedded?.server.catch(() => undefined);
// Loading the app's modules holds this event loop for about a second, and the start steps before the
// server's process runs (reading its secret, checking the port, spawning) each need a turn of it.
if (embedded) await embedded.running;
const { serve } = await import('./serve.ts');
await serve({ config, logger, startedAt, embedded }).catch((error: unknown) => die('cannot start', error));
