import { existsSync } from 'node:fs';
import { lstat, open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { FILES_KEPT, KEPT_FOLDERS, type Manifest, RestoreRefused } from './backup-format.ts';

/**
 * A restore does not trust its archive (issue 32): a tampered file could name `../victim` in its
 * manifest, carry a symlinked folder, a device or a hard link, and `--replace` would then delete or
 * write outside DATA_DIR. So the whole archive is read and judged before anything is unpacked, and
 * the unpacked folder and the manifest are judged again before the database or DATA_DIR is touched.
 * Accepted are only the names a backup writes (`backup-format.ts`), as plain files and folders.
 */

const BLOCK = 512;
/** A table's rows: `database/<table>.jsonl.gz` (table names as PostgreSQL lists them for our schema). */
const TABLE = /^[a-z][a-z0-9_]*$/;
/** A file inside a kept folder (an avatar, a mail): no dot files, no separators. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._@+-]*$/;

type Kind = 'file' | 'folder';

/** Why an entry (its normalised path and kind) cannot be in a backup; undefined when it may. */
export function entryProblem(name: string, kind: Kind): string | undefined {
  if (name.startsWith('/')) return 'an absolute path';
  const parts = name
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '')
    .split('/');
  if (parts.length === 1 && (parts[0] === '' || parts[0] === '.'))
    return kind === 'folder' ? undefined : 'not a folder';
  if (parts.some((part) => part === '' || part === '.' || part === '..'))
    return 'a path that leaves its folder';
  const [top, second, ...rest] = parts;
  if (top === 'manifest.json' && parts.length === 1) return kind === 'file' ? undefined : 'not a file';
  if (top === 'database') {
    if (second === undefined) return kind === 'folder' ? undefined : 'not a folder';
    if (rest.length === 0 && second.endsWith('.jsonl.gz') && TABLE.test(second.slice(0, -'.jsonl.gz'.length)))
      return kind === 'file' ? undefined : 'not a file';
    return 'an unknown name';
  }
  if (top === 'files') {
    if (second === undefined) return kind === 'folder' ? undefined : 'not a folder';
    const kept = FILES_KEPT.find((known) => known === second);
    if (!kept) return 'an unknown name';
    const folder = KEPT_FOLDERS.includes(kept);
    if (rest.length === 0)
      return (kind === 'folder') === folder
        ? undefined
        : `${kind === 'folder' ? 'not a file' : 'not a folder'}`;
    if (!folder) return 'an unknown name';
    return rest.every((part) => SAFE_NAME.test(part)) ? undefined : 'an unknown name';
  }
  return 'an unknown name';
}

const text = (block: Buffer, from: number, length: number) => {
  const raw = block.subarray(from, from + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString('utf8');
};

function sizeOf(block: Buffer): number {
  // GNU tar writes sizes of 8 GiB and more in base 256 (high bit set).
  if ((block[124] ?? 0) & 0x80) {
    let size = (block[124] ?? 0) & 0x7f;
    for (let i = 125; i < 136; i++) size = size * 256 + (block[i] ?? 0);
    return size;
  }
  return Number.parseInt(text(block, 124, 12).trim() || '0', 8);
}

function checksumHolds(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  return Number.parseInt(text(block, 148, 8).trim(), 8) === sum;
}

const KIND_NAMES: Record<string, string> = {
  '1': 'a hard link',
  '2': 'a symbolic link',
  '3': 'a character device',
  '4': 'a block device',
  '6': 'a FIFO',
};

/**
 * Reads every header of the tar file (without unpacking) and refuses the archive at the first entry
 * that is not a plain file or folder under a name a backup writes. Only GNU long names (`L`) are
 * understood besides; any other entry type (links, devices, pax headers, sparse files …) is refused.
 */
export async function checkArchive(archive: string): Promise<void> {
  const handle = await open(archive, 'r');
  try {
    const { size: total } = await handle.stat();
    const seen = new Set<string>();
    let position = 0;
    let longName: string | undefined;
    const block = Buffer.alloc(BLOCK);
    for (;;) {
      if (position + BLOCK > total) throw new RestoreRefused('the archive ends in the middle of an entry');
      await handle.read(block, 0, BLOCK, position);
      if (block.every((byte) => byte === 0)) return;
      if (!checksumHolds(block)) throw new RestoreRefused('the archive has a damaged entry header');
      const type = String.fromCharCode(block[156] ?? 0);
      const size = sizeOf(block);
      const dataAt = position + BLOCK;
      position = dataAt + Math.ceil(size / BLOCK) * BLOCK;
      if (type === 'L') {
        if (size > 4096) throw new RestoreRefused('the archive has an overlong name');
        const data = Buffer.alloc(size);
        await handle.read(data, 0, size, dataAt);
        longName = text(data, 0, size);
        continue;
      }
      const ustar = block.subarray(257, 263).toString('latin1') === 'ustar\0';
      const prefix = ustar ? text(block, 345, 155) : '';
      const name = longName ?? (prefix ? `${prefix}/${text(block, 0, 100)}` : text(block, 0, 100));
      longName = undefined;
      const kind: Kind | undefined =
        type === '0' || type === '\0' ? 'file' : type === '5' ? 'folder' : undefined;
      if (!kind)
        throw new RestoreRefused(
          `the archive holds ${KIND_NAMES[type] ?? `an entry of unknown type "${type}"`} (${JSON.stringify(name)}): refused`,
        );
      const problem = entryProblem(name, kind);
      if (problem) throw new RestoreRefused(`the archive holds ${JSON.stringify(name)}, ${problem}: refused`);
      const key = name.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
      if (seen.has(key)) throw new RestoreRefused(`the archive holds ${JSON.stringify(name)} twice: refused`);
      seen.add(key);
    }
  } finally {
    await handle.close();
  }
}

/** Walks the unpacked folder: only plain files and folders (a second guard in case tar read it otherwise). */
export async function checkUnpacked(folder: string, relative = ''): Promise<void> {
  for (const name of await readdir(path.join(folder, relative))) {
    const entry = relative ? `${relative}/${name}` : name;
    const info = await lstat(path.join(folder, entry));
    if (!info.isFile() && !info.isDirectory())
      throw new RestoreRefused(
        `the archive unpacked ${JSON.stringify(entry)} as neither file nor folder: refused`,
      );
    const problem = entryProblem(entry, info.isDirectory() ? 'folder' : 'file');
    if (problem)
      throw new RestoreRefused(`the archive unpacked ${JSON.stringify(entry)}, ${problem}: refused`);
    if (info.isDirectory()) await checkUnpacked(folder, entry);
  }
}

const manifestSchema = z.object({
  format: z.literal(1),
  version: z.string().max(100),
  migration: z.string().max(200),
  created_at: z.string().max(100),
  database: z.string().max(100),
  tables: z.record(z.string().regex(TABLE), z.number().int().min(0)),
  sequences: z.array(z.object({ name: z.string().regex(TABLE), value: z.number(), called: z.boolean() })),
  files: z
    .array(z.enum(FILES_KEPT))
    .refine((files) => new Set(files).size === files.length, 'a file named twice'),
});

/** The manifest, when it names only what a backup holds and what the archive carries. */
export async function readManifest(staging: string): Promise<Manifest> {
  const file = path.join(staging, 'manifest.json');
  if (!existsSync(file)) throw new RestoreRefused('the archive has no manifest.json: not a Regal backup');
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new RestoreRefused('manifest.json is not JSON: not a Regal backup');
  }
  if (typeof raw === 'object' && raw !== null && 'format' in raw && raw.format !== 1)
    throw new RestoreRefused(`unknown backup format ${String(raw.format)}`);
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new RestoreRefused(
      `manifest.json names something a backup does not hold (${parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'manifest'}: ${issue.message}`)
        .join('; ')}): refused`,
    );
  const manifest = parsed.data;
  for (const table of Object.keys(manifest.tables))
    if (!existsSync(path.join(staging, 'database', `${table}.jsonl.gz`)))
      throw new RestoreRefused(
        `manifest.json names the table ${table}, the archive has no rows for it: refused`,
      );
  for (const name of manifest.files)
    if (!existsSync(path.join(staging, 'files', name)))
      throw new RestoreRefused(`manifest.json names files/${name}, the archive does not hold it: refused`);
  return manifest;
}
