import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_VERSION } from '@regal/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { type Database, MIGRATIONS_FOLDER } from '../db/client.ts';
import { appliedMigrations, journalOf } from '../db/migration-state.ts';
import { backupRuns } from '../db/schema/index.ts';
import { packFolder, unpackArchive } from './backup-archive.ts';
import { FILES_KEPT, type KeptFile, type Manifest, RestoreRefused } from './backup-format.ts';
import { checkArchive, checkUnpacked, readManifest } from './restore-checks.ts';
import { dumpTables, loadTables } from './table-dump.ts';

/**
 * Backups that restore (decision 034). A backup is one tar file in BACKUP_DIR (default
 * DATA_DIR/backups): `manifest.json` (Regal version, the newest migration, row counts), the rows of
 * every table (`database/`, one consistent snapshot) and every file kept outside the database
 * (`files/`: the app key, avatars, the mail outbox).
 */
export { FILES_KEPT, type Manifest, RestoreRefused } from './backup-format.ts';

const NAME = /^regal-backup-\d{8}-\d{6}(-\d+)?\.tar$/;
/**
 * A backup holds the app key, every password hash, the sealed 2FA secrets with the key that opens
 * them, sessions and reset tokens: only the account that runs Regal may read it (issue 32).
 */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

export interface BackupResult {
  file: string;
  sizeBytes: number;
  manifest: Manifest;
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

function databaseKind(config: Config): string {
  return config.DATABASE_URL ? 'postgres-url' : `embedded-${config.EMBEDDED_DB}`;
}

async function latestMigration(db: Database): Promise<string> {
  const applied = await appliedMigrations(db);
  const newest = applied.at(-1);
  return journalOf(MIGRATIONS_FOLDER).find((entry) => entry.when === newest)?.tag ?? 'unknown';
}

/** Writes one backup; records it in `backup_runs` (with the error when it fails). */
export async function createBackup(
  db: Database,
  config: Config,
  options: { folder?: string; trigger?: 'job' | 'cli' } = {},
): Promise<BackupResult> {
  const folder = path.resolve(options.folder ?? config.backupDir);
  const [run] = await db
    .insert(backupRuns)
    .values({ trigger: options.trigger ?? 'cli' })
    .returning({ id: backupRuns.id });
  try {
    const result = await writeBackup(db, config, folder);
    if (run)
      await db
        .update(backupRuns)
        .set({ finishedAt: new Date(), file: result.file, sizeBytes: result.sizeBytes })
        .where(eq(backupRuns.id, run.id));
    return result;
  } catch (error) {
    if (run)
      await db
        .update(backupRuns)
        .set({ finishedAt: new Date(), error: error instanceof Error ? error.message : String(error) })
        .where(eq(backupRuns.id, run.id))
        .catch(() => undefined);
    throw error;
  }
}

/**
 * Makes the backup folder private: created 0700, and a folder (or backups) left readable by an
 * older Regal is closed on the next backup.
 */
async function privateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: FOLDER_MODE });
  await chmod(folder, FOLDER_MODE);
  for (const name of await readdir(folder))
    if (NAME.test(name)) await chmod(path.join(folder, name), FILE_MODE).catch(() => undefined);
}

async function writeBackup(db: Database, config: Config, folder: string): Promise<BackupResult> {
  await privateFolder(folder);
  const staging = await mkdtemp(path.join(folder, '.staging-'));
  try {
    await mkdir(path.join(staging, 'database'));
    const migration = await latestMigration(db);
    const { tables, sequences } = await dumpTables(db, path.join(staging, 'database'));
    const files: KeptFile[] = [];
    for (const name of FILES_KEPT) {
      const source = path.join(config.dataDir, name);
      if (!existsSync(source)) continue;
      await cp(source, path.join(staging, 'files', name), { recursive: true });
      files.push(name);
    }
    const createdAt = new Date();
    const manifest: Manifest = {
      format: 1,
      version: APP_VERSION,
      migration,
      created_at: createdAt.toISOString(),
      database: databaseKind(config),
      tables,
      sequences,
      files,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    let file = path.join(folder, `regal-backup-${stamp(createdAt)}.tar`);
    for (let n = 2; existsSync(file); n++)
      file = path.join(folder, `regal-backup-${stamp(createdAt)}-${n}.tar`);
    // Written under a temporary name and renamed: a backup file is always complete. The file exists
    // (0600, never readable by others) before tar writes into it.
    await writeFile(`${file}.partial`, '', { mode: FILE_MODE, flag: 'wx' });
    await packFolder(staging, `${file}.partial`);
    await chmod(`${file}.partial`, FILE_MODE);
    await rename(`${file}.partial`, file);
    return { file, sizeBytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Deletes the oldest backups of `folder` beyond `keep`; returns the deleted paths. */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const names = (await readdir(folder)).filter((name) => NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep)).map((name) => path.join(folder, name));
  for (const file of old) await rm(file, { force: true });
  return old;
}

/**
 * Restores a backup into the configured database and DATA_DIR. Refuses a database that has
 * accounts or a data folder with files of its own unless `replace`; refuses a backup made by a
 * newer Regal (a migration this code does not know). The archive is not trusted: every entry is
 * checked before anything is unpacked, and the unpacked folder and the manifest again before the
 * database or DATA_DIR is touched (`restore-checks.ts`).
 */
export async function restoreBackup(
  db: Database,
  config: Config,
  archive: string,
  options: { replace?: boolean } = {},
): Promise<Manifest> {
  await checkArchive(archive);
  const staging = await mkdtemp(path.join(path.dirname(path.resolve(archive)), '.restore-'));
  try {
    await unpackArchive(archive, staging);
    await checkUnpacked(staging);
    const manifest = await readManifest(staging);
    if (!journalOf(MIGRATIONS_FOLDER).some((entry) => entry.tag === manifest.migration))
      throw new RestoreRefused(
        `the backup was made by Regal ${manifest.version} (migration ${manifest.migration}), newer than this code: restore it with that version`,
      );
    if (!options.replace) {
      const users = (await db.execute(sql`select count(*)::int as n from users`)) as {
        rows: { n: number }[];
      };
      if (Number(users.rows[0]?.n ?? 0) > 0)
        throw new RestoreRefused(
          'the database is not empty (it has accounts): pass --replace to overwrite it',
        );
      for (const name of FILES_KEPT.filter((n) => n !== 'mail-outbox'))
        if (existsSync(path.join(config.dataDir, name)) && manifest.files.includes(name))
          throw new RestoreRefused(
            `${path.join(config.dataDir, name)} exists: pass --replace to overwrite it`,
          );
    }
    await loadTables(db, path.join(staging, 'database'), manifest.tables, manifest.sequences);
    await mkdir(config.dataDir, { recursive: true });
    for (const name of manifest.files) {
      const target = path.join(config.dataDir, name);
      await rm(target, { recursive: true, force: true });
      await cp(path.join(staging, 'files', name), target, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The newest backup run and the newest successful one (the admin's system page). */
export async function backupState(db: Database) {
  const [last] = await db
    .select()
    .from(backupRuns)
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(1);
  return last ?? null;
}
