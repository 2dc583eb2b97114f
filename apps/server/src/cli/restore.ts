import { existsSync } from 'node:fs';
import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabaseForTool } from '../db/open-for-tool.ts';
import { restoreBackup } from '../ops/backup.ts';

/**
 * `npm run restore -- FILE [--replace]`: loads a backup into the configured database and DATA_DIR.
 * Stop the app first. An existing database with accounts (or avatars in DATA_DIR) is refused unless
 * `--replace` is given.
 */
const args = process.argv.slice(2);
const replace = args.includes('--replace');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file || !existsSync(file)) {
  process.stderr.write('Usage: npm run restore -- <backup.tar> [--replace]\n');
  process.exit(2);
}
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL });
try {
  const database = await openDatabaseForTool(config, log);
  try {
    const manifest = await restoreBackup(database.db, config, file, { replace });
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `Restored the backup of ${manifest.created_at} (Regal ${manifest.version}, ${manifest.migration}): ${rows} rows, files: ${manifest.files.join(', ') || 'none'}\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `\nRegal restore refused: ${error instanceof Error ? error.message : String(error)}\n\n`,
  );
  process.exit(1);
}
