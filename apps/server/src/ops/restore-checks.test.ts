import { mkdtemp, rm, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CraftedEntry, craftTar } from '../../test/tar-craft.ts';
import { RestoreRefused } from './backup-format.ts';
import { checkArchive, entryProblem } from './restore-checks.ts';

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const manifest = { name: './manifest.json', type: '0', data: '{}' };
const plain: CraftedEntry[] = [
  { name: './', type: '5' },
  manifest,
  { name: './database/', type: '5' },
  { name: './database/users.jsonl.gz', type: '0', data: 'x' },
  { name: './files/', type: '5' },
  { name: './files/app-key', type: '0', data: 'key' },
  { name: './files/avatars/', type: '5' },
  { name: `./files/avatars/${'ab'.repeat(16)}.webp`, type: '0', data: 'RIFF' },
  { name: './files/mail-outbox/', type: '5' },
  { name: './files/mail-outbox/1.eml', type: '0', data: 'Subject: x' },
];

async function verdict(entries: CraftedEntry[]): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'regal-restore-check-'));
  folders.push(folder);
  const file = path.join(folder, 'crafted.tar');
  await craftTar(file, entries);
  try {
    await checkArchive(file);
    return 'accepted';
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    return error.message;
  }
}

describe('restore judges the whole archive before unpacking (issue 32)', () => {
  it('accepts what a backup writes', async () => {
    expect(await verdict(plain)).toBe('accepted');
  });

  it.each<[string, CraftedEntry, RegExp]>([
    [
      'a name that climbs out',
      { name: './files/../../victim/evil', type: '0', data: 'x' },
      /leaves its folder/,
    ],
    [
      'a top-level folder for a ../ manifest entry',
      { name: './victim/evil.txt', type: '0', data: 'x' },
      /unknown name/,
    ],
    ['an absolute path', { name: '/etc/evil', type: '0', data: 'x' }, /absolute/],
    ['a symlinked kept folder', { name: './files/avatars', type: '2', link: '/tmp' }, /symbolic link/],
    ['a hard link', { name: './files/app-key', type: '1', link: '/etc/passwd' }, /hard link/],
    ['a character device', { name: './files/mail-outbox/tty', type: '3' }, /character device/],
    ['a block device', { name: './files/mail-outbox/disk', type: '4' }, /block device/],
    ['a FIFO', { name: './files/mail-outbox/pipe', type: '6' }, /FIFO/],
    ['a pax header', { name: './PaxHeaders/x', type: 'x', data: '20 path=../../evil\n' }, /unknown type/],
    ['an unknown file kind', { name: './files/secrets/x', type: '0', data: 'x' }, /unknown name/],
    [
      'a dot file in a kept folder',
      { name: './files/avatars/.hidden', type: '0', data: 'x' },
      /unknown name/,
    ],
    [
      'a table name with a quote',
      { name: './database/users";drop.jsonl.gz', type: '0', data: 'x' },
      /unknown name/,
    ],
    ['app-key as a folder', { name: './files/app-key/', type: '5' }, /not a file/],
  ])('refuses %s', async (_label, entry, reason) => {
    const entries = [...plain.filter((known) => known.name !== entry.name), entry];
    expect(await verdict(entries)).toMatch(reason);
  });

  it('refuses a name that appears twice (the second could replace the first)', async () => {
    expect(await verdict([...plain, manifest])).toMatch(/twice/);
  });

  it('refuses a damaged header', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'regal-restore-check-'));
    folders.push(folder);
    const file = path.join(folder, 'cut.tar');
    await craftTar(file, plain);
    await truncate(file, 1024 + 100);
    await expect(checkArchive(file)).rejects.toBeInstanceOf(RestoreRefused);
  });

  it('names each refused path kind', () => {
    expect(entryProblem('./', 'folder')).toBeUndefined();
    expect(entryProblem('./manifest.json', 'folder')).toBe('not a file');
    expect(entryProblem('./database/a/b.jsonl.gz', 'file')).toBe('an unknown name');
    expect(entryProblem('./files/mail-outbox/sub/2.eml', 'file')).toBeUndefined();
    expect(entryProblem('./files//app-key', 'file')).toBe('a path that leaves its folder');
  });
});
