import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A backup is one plain tar file (GNU tar, on every Debian): `manifest.json`, `database/*.jsonl.gz`
 * and `files/…` (decision 034). Packed and unpacked with the system's tar so the archive can also
 * be opened by hand.
 */
export async function packFolder(folder: string, archive: string): Promise<void> {
  await run('tar', ['-cf', archive, '-C', folder, '.']);
}

export async function unpackArchive(archive: string, folder: string): Promise<void> {
  await run('tar', ['-xf', archive, '-C', folder]);
}
