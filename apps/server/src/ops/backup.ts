import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_VERSION } from '@regal/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { type Database, MIGRATIONS_FOLDER } from '../db/client.ts';
import { appliedMigrations, journalOf } from '../db/migration-state.ts';
import { backupRuns } from '../db/schema/index.ts';
import { packFolder, unpackArchive } from './backup-archive.ts';
import { dumpTables, loadTables, type SequenceValue } from './table-dump.ts';

/**
 * Backups that restore (decision 034). A backup is one tar file in BACKUP_DIR (default
 * DATA_DIR/backups): `manifest.json` (Regal version, the newest migration, row counts), the rows of
 * every table (`database/`, one consistent snapshot) and every file kept outside the database
 * (`files/`: the app key, avatars, the mail outbox).
 */
export const FILES_KEPT = ['app-key', 'avatars', 'mail-outbox'] as const;
const NAME = /^regal-backup-\d{8}-\d{6}(-\d+)?\.tar$/;

export interface Manifest {
  format: 1;
  version: string;
  /** the newest migration of the database backed up (its journal tag) */
  migration: string;
  created_at: string;
  database: string;
  tables: Record<string, number>;
  sequences: SequenceValue[];
  files: string[];
}

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

async function writeBackup(db: Database, config: Config, folder: string): Promise<BackupResult> {
  await mkdir(folder, { recursive: true });
  const staging = await mkdtemp(path.join(folder, '.staging-'));
  try {
    await mkdir(path.join(staging, 'database'));
    const migration = await latestMigration(db);
    const { tables, sequences } = await dumpTables(db, path.join(staging, 'database'));
    const files: string[] = [];
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
    // Written under a temporary name and renamed: a backup file is always complete.
    await packFolder(staging, `${file}.partial`);
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

export class RestoreRefused extends Error {}

/**
 * Restores a backup into the configured database and DATA_DIR. Refuses a database that has
 * accounts or a data folder with files of its own unless `replace`; refuses a backup made by a
 * newer Regal (a migration this code does not know).
 */
export async function restoreBackup(
  db: Database,
  config: Config,
  archive: string,
  options: { replace?: boolean } = {},
): Promise<Manifest> {
  const staging = await mkdtemp(path.join(path.dirname(path.resolve(archive)), '.restore-'));
  try {
    await unpackArchive(archive, staging);
    const manifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 1) throw new RestoreRefused(`unknown backup format ${String(manifest.format)}`);
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
