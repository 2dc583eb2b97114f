import { pino } from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabaseForTool } from '../db/open-for-tool.ts';
import { createBackup, pruneBackups } from '../ops/backup.ts';

/**
 * `npm run backup [-- FOLDER]`: one backup of the configured database and DATA_DIR's files into
 * FOLDER (default BACKUP_DIR, i.e. DATA_DIR/backups); the archive's path is the last line printed.
 */
const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL });
const folder = process.argv[2];
try {
  const database = await openDatabaseForTool(config, log);
  try {
    const result = await createBackup(database.db, config, { trigger: 'cli', ...(folder ? { folder } : {}) });
    if (!folder && config.BACKUP_KEEP > 0) await pruneBackups(config.backupDir, config.BACKUP_KEEP);
    const tables = Object.values(result.manifest.tables).reduce((a, b) => a + b, 0);
    process.stdout.write(
      `Backup of Regal ${result.manifest.version} (${result.manifest.migration}): ${tables} rows, files: ${result.manifest.files.join(', ') || 'none'}, ${result.sizeBytes} bytes\n${result.file}\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `\nRegal backup failed: ${error instanceof Error ? error.message : String(error)}\n\n`,
  );
  process.exit(1);
}
