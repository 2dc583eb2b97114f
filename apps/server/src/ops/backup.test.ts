import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openPgliteFolder } from '../db/client.ts';
import { buildRelease, buildUser } from '../db/seed/factories.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createBackup, pruneBackups, RestoreRefused, restoreBackup } from './backup.ts';
import { tablesOf } from './table-dump.ts';

const folders: string[] = [];
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close().catch(() => undefined);
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});
const tempFolder = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'regal-backup-test-'));
  folders.push(folder);
  return folder;
};
const configFor = (dataDir: string) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    EMBEDDED_DB: 'pglite',
  });

async function countsOf(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesOf(handle.db)) {
    const result = (await handle.db.execute(sql.raw(`select count(*)::int as n from "${table.name}"`))) as {
      rows: { n: number }[];
    };
    counts[table.name] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

describe('backup and restore (decision 034)', () => {
  it('backs up rows and files, restores them into a fresh data folder, and the app finds them again', async () => {
    // The source: a catalogue, an account with a password and an avatar, the app key, a mail.
    const sourceDir = await tempFolder();
    const source = await openTestDatabase();
    handles.push(source);
    for (let n = 0; n < 12; n++) await buildRelease(source.db);
    const avatar = `${'ab'.repeat(16)}.webp`;
    const user = await buildUser(source.db, {
      username: 'keeper',
      passwordHash: await hashPassword('a long password 1'),
      avatar: `/api/media/avatar/${avatar}`,
    });
    await mkdir(path.join(sourceDir, 'avatars'), { recursive: true });
    await writeFile(path.join(sourceDir, 'avatars', avatar), Buffer.from('RIFF-test-webp-bytes'));
    await writeFile(path.join(sourceDir, 'app-key'), 'c2VjcmV0LWtleS1mb3ItdGhlLXRlc3Q=');
    await mkdir(path.join(sourceDir, 'mail-outbox'));
    await writeFile(path.join(sourceDir, 'mail-outbox', '1.eml'), 'Subject: hello\n\nbody\n');
    const sourceConfig = configFor(sourceDir);

    const backup = await createBackup(source.db, sourceConfig, { trigger: 'cli' });
    expect(path.dirname(backup.file)).toBe(path.join(sourceDir, 'backups'));
    expect(backup.sizeBytes).toBeGreaterThan(1000);
    expect(backup.manifest.files).toEqual(['app-key', 'avatars', 'mail-outbox']);
    expect(backup.manifest.tables.users).toBeGreaterThanOrEqual(1);
    const expected = await countsOf(source);
    expect(expected.entries).toBe(12);
    expect(expected.releases).toBe(12);

    // The target: a fresh data folder with a migrated, empty database.
    const targetDir = await tempFolder();
    const target = await openPgliteFolder(path.join(targetDir, 'pglite'));
    handles.push(target);
    const targetConfig = configFor(targetDir);
    const manifest = await restoreBackup(target.db, targetConfig, backup.file);
    expect(manifest.version).toBe(backup.manifest.version);
    // Every row: the same count in every table (backup_runs has the run that wrote the backup).
    expect(await countsOf(target)).toEqual({ ...expected, backup_runs: expected.backup_runs });
    expect(await readFile(path.join(targetDir, 'avatars', avatar), 'utf8')).toBe('RIFF-test-webp-bytes');
    expect(await readFile(path.join(targetDir, 'app-key'), 'utf8')).toBe('c2VjcmV0LWtleS1mb3ItdGhlLXRlc3Q=');
    expect(await readdir(path.join(targetDir, 'mail-outbox'))).toEqual(['1.eml']);

    // A second restore into the now non-empty target is refused unless told to replace.
    await expect(restoreBackup(target.db, targetConfig, backup.file)).rejects.toBeInstanceOf(RestoreRefused);
    await restoreBackup(target.db, targetConfig, backup.file, { replace: true });
    expect(await countsOf(target)).toEqual(expected);

    // The app on the restored folder: the account logs in, its avatar is served, the catalogue is there,
    // and new rows get fresh ids (sequences restored).
    const app = await buildApp({ config: targetConfig, db: target.db });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: 'keeper', password: 'a long password 1' },
      });
      expect(login.statusCode).toBe(200);
      const picture = await app.inject({ url: `/api/media/avatar/${avatar}` });
      expect(picture.statusCode).toBe(200);
      expect(picture.body).toBe('RIFF-test-webp-bytes');
      const entries = await app.inject({ url: '/api/entries/type/movie' });
      expect(entries.statusCode).toBe(200);
      const another = await buildUser(target.db);
      expect(another.id).toBeGreaterThan(user.id);
    } finally {
      await app.close();
    }
    // Two databases opened and migrated, one of them twice restored: more than the default 30 s on a busy machine.
  }, 600_000);

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const folder = await tempFolder();
    const names = ['20260101-010101', '20260102-010101', '20260103-010101', '20260104-010101'].map(
      (stamp) => `regal-backup-${stamp}.tar`,
    );
    for (const name of [...names, 'notes.txt']) await writeFile(path.join(folder, name), 'x');
    const removed = await pruneBackups(folder, 2);
    expect(removed.map((file) => path.basename(file))).toEqual(names.slice(0, 2));
    expect((await readdir(folder)).sort()).toEqual(['notes.txt', ...names.slice(2)]);
    expect(existsSync(path.join(folder, names[3] ?? ''))).toBe(true);
  });
});
