import { existsSync, lstatSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { craftTar } from '../../test/tar-craft.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openPgliteFolder } from '../db/client.ts';
import { journalOf } from '../db/migration-state.ts';
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

  it('writes backups only its owner can read: 0600 files in a 0700 folder, and closes a folder left open (issue 32)', async () => {
    const dataDir = await tempFolder();
    const handle = await openTestDatabase();
    handles.push(handle);
    const folder = path.join(dataDir, 'backups');
    // A folder and a backup an older Regal left readable by everyone.
    await mkdir(folder, { mode: 0o755 });
    await chmod(folder, 0o755);
    const old = path.join(folder, 'regal-backup-20260101-010101.tar');
    await writeFile(old, 'x');
    await chmod(old, 0o644);
    await writeFile(path.join(dataDir, 'app-key'), 'c2VjcmV0');

    const backup = await createBackup(handle.db, configFor(dataDir), { trigger: 'job' });
    const mode = async (file: string) => (await stat(file)).mode & 0o777;
    expect(await mode(folder)).toBe(0o700);
    expect(await mode(backup.file)).toBe(0o600);
    expect(await mode(old)).toBe(0o600);

    // A folder given on the command line (npm run backup -- FOLDER) is made private as well.
    const elsewhere = path.join(await tempFolder(), 'copies');
    const second = await createBackup(handle.db, configFor(dataDir), { folder: elsewhere, trigger: 'cli' });
    expect(await mode(elsewhere)).toBe(0o700);
    expect(await mode(second.file)).toBe(0o600);
  }, 300_000);

  it('refuses a tampered archive before touching anything: no ../ entry, no symlinked folder (issue 32)', async () => {
    const root = await tempFolder();
    const dataDir = path.join(root, 'data');
    await mkdir(dataDir);
    // A folder beside DATA_DIR that the tampered manifest's `../victim` points at.
    const victim = path.join(root, 'victim');
    await mkdir(victim);
    await writeFile(path.join(victim, 'keep.txt'), 'mine');
    const outside = path.join(root, 'outside');
    await mkdir(outside);

    const handle = await openTestDatabase();
    handles.push(handle);
    await buildUser(handle.db, { username: 'stays' });
    const before = await countsOf(handle);

    const migration = journalOf(MIGRATIONS_FOLDER).at(-1)?.tag ?? '';
    const manifest = {
      format: 1,
      version: '0.0.0',
      migration,
      created_at: new Date().toISOString(),
      database: 'embedded-pglite',
      tables: { users: 0 },
      sequences: [],
      files: ['../victim', 'avatars'],
    };
    const archive = path.join(root, 'tampered.tar');
    await craftTar(archive, [
      { name: './', type: '5' },
      { name: './manifest.json', type: '0', data: JSON.stringify(manifest) },
      { name: './database/', type: '5' },
      { name: './database/users.jsonl.gz', type: '0', data: gzipSync('') },
      { name: './victim/', type: '5' },
      { name: './victim/evil.txt', type: '0', data: 'written outside DATA_DIR' },
      { name: './files/', type: '5' },
      { name: './files/avatars', type: '2', link: outside },
    ]);

    await expect(
      restoreBackup(handle.db, configFor(dataDir), archive, { replace: true }),
    ).rejects.toBeInstanceOf(RestoreRefused);
    // Nothing outside DATA_DIR was deleted or written, no link was left in it, no row was touched.
    expect(await readFile(path.join(victim, 'keep.txt'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(victim, 'evil.txt'))).toBe(false);
    expect(() => lstatSync(path.join(dataDir, 'avatars'))).toThrow();
    expect(await countsOf(handle)).toEqual(before);

    // The same manifest in an archive without links or strange names is refused by its manifest alone.
    const second = path.join(root, 'manifest-only.tar');
    await craftTar(second, [
      { name: './', type: '5' },
      { name: './manifest.json', type: '0', data: JSON.stringify({ ...manifest, files: ['../victim'] }) },
      { name: './database/', type: '5' },
      { name: './database/users.jsonl.gz', type: '0', data: gzipSync('') },
    ]);
    await expect(restoreBackup(handle.db, configFor(dataDir), second, { replace: true })).rejects.toThrow(
      /manifest\.json names something a backup does not hold/,
    );
    expect(await readFile(path.join(victim, 'keep.txt'), 'utf8')).toBe('mine');
    expect(await countsOf(handle)).toEqual(before);
  }, 300_000);
});
