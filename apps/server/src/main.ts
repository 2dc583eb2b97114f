import net from 'node:net';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { ensureAdminAccount } from './db/seed/admin-account.ts';
import { seedDemoCatalogue } from './db/seed/seed-demo.ts';
import { linksSchedule } from './jobs/links-schedule.ts';
import { trackIdleConnections } from './lib/idle-connections.ts';
import { onStopSignal } from './lib/stop-signals.ts';

/**
 * Start-up and the process's last line of defence (decision 013): when something cannot be
 * recovered (bad configuration, a busy port, a database that does not come back) the process
 * exits non-zero with one readable line instead of a stack trace or an uncaught `undefined`.
 */
function die(what: string, error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(`\nRegal ${what}: ${reason}\n\n`);
  process.exit(1);
}

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

async function start() {
  const database = await openConfiguredDatabase(config, logger, (error) =>
    die('lost its embedded PostgreSQL and could not restart it', error),
  );
  const app = await buildApp({ config, db: database.db, logger, pool: database.pool });
  const connections = trackIdleConnections(app.server);

  const admin = await ensureAdminAccount(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  if (admin.generatedPassword) {
    // Printed once, on the console only; set ADMIN_PASSWORD to choose it yourself.
    process.stdout.write(
      `\n  Admin account created: username "admin", password "${admin.generatedPassword}"\n  (shown only this once)\n\n`,
    );
  }
  if (config.SEED_DEMO) {
    const added = await seedDemoCatalogue(database.db);
    if (added > 0) {
      app.log.info({ entries: added }, 'demo catalogue loaded');
      // The demo's links get a state right away rather than at the next scheduled run.
      await app.jobs.enqueue(linksSchedule, {});
    }
  }

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Graceful: stop accepting connections, let every accepted one finish its request (up to
      // SHUTDOWN_GRACE_SECONDS), then close. net.Server's close, not http.Server's: the latter also
      // drops connections that were accepted but whose request has not been read yet.
      app.lifecycle.draining = true;
      // A keep-alive connection left idle (a proxy's upstream pool) would hold the stop for the
      // whole grace: one idle for a second is closed, as a keep-alive timeout would close it.
      // Busy ones get `Connection: close` with their answer and close after it.
      const sweep = setInterval(() => connections.closeIdleFor(1000), 250);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.SHUTDOWN_GRACE_SECONDS * 1000);
        net.Server.prototype.close.call(app.server, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      clearInterval(sweep);
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown was not clean');
    }
    process.exit(0);
  }
  onStopSignal((signal) => void shutdown(signal));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await database.close().catch(() => undefined);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      die(
        'cannot start',
        new Error(`Port ${config.PORT} is in use by another program. Set PORT to a free port.`),
      );
    throw error;
  }
  app.log.info(
    {
      database: config.DATABASE_URL ? 'postgres (DATABASE_URL)' : `embedded ${config.EMBEDDED_DB}`,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Regal is running on http://localhost:${config.PORT}`,
  );
}

await start().catch((error: unknown) => die('cannot start', error));
