import { pino } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase } from './db/open-configured-database.ts';
import { ensureAdminAccount } from './db/seed/admin-account.ts';
import { seedDemoCatalogue } from './db/seed/seed-demo.ts';
import { linksSchedule } from './jobs/links-schedule.ts';

const startedAt = performance.now();
const config = loadConfig();
const logger = pino({ level: config.LOG_LEVEL });
const database = await openConfiguredDatabase(config, logger);
const app = await buildApp({ config, db: database.db, logger });

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
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  {
    database: config.DATABASE_URL ? 'postgres (DATABASE_URL)' : `embedded ${config.EMBEDDED_DB}`,
    startupMs: Math.round(performance.now() - startedAt),
  },
  `Regal is running on http://localhost:${config.PORT}`,
);
