import net from 'node:net';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import type { EmbeddedStart } from './db/embedded-postgres.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { ensureAdminAccount } from './db/seed/admin-account.ts';
import { seedDemoCatalogue } from './db/seed/seed-demo.ts';
import { linksSchedule } from './jobs/links-schedule.ts';
import { die } from './lib/die.ts';
import { trackIdleConnections } from './lib/idle-connections.ts';
import { onStopSignal } from './lib/stop-signals.ts';

export interface ServeOptions {
  config: Config;
  logger: Logger;
  /** performance.now() when main.ts began: the start-up time is logged. */
  startedAt: number;
  /** The embedded PostgreSQL main.ts began to start; null with DATABASE_URL or PGlite. */
  embedded: EmbeddedStart | null;
}

/**
 * The app's start once main.ts has its configuration: database, app, admin account, demo catalogue,
 * graceful stop, listen. The job workers finish their start after the server listens (decision 048).
 */
export async function serve({ config, logger, startedAt, embedded }: ServeOptions): Promise<void> {
  const database = await openConfiguredDatabase(config, logger, { embedded });
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
  // The job workers' start began in buildApp; workers that cannot start mean a database the app
  // cannot use.
  await app.jobs.start().catch((error: unknown) => die('cannot start its job workers', error));
}
