import { writeFile } from 'node:fs/promises';

/** One entry of a hand-made tar file: what a tampered backup can carry that `tar -c` of our folder never would. */
export interface CraftedEntry {
  name: string;
  /** tar type flag: '0' file, '5' folder, '1' hard link, '2' symlink, '3' character device … */
  type: string;
  data?: Buffer | string;
  link?: string;
}

function header(entry: CraftedEntry, size: number): Buffer {
  const block = Buffer.alloc(512);
  const put = (value: string, at: number, length: number) => block.write(value, at, length, 'utf8');
  const octal = (value: number, length: number) => `${value.toString(8).padStart(length - 1, '0')}\0`;
  put(entry.name, 0, 100);
  put(octal(entry.type === '5' ? 0o755 : 0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(0, 12), 136, 12);
  put(entry.type, 156, 1);
  put(entry.link ?? '', 157, 100);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  block.fill(32, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

/** Writes a POSIX tar file of exactly these entries (no system tar involved). */
export async function craftTar(file: string, entries: CraftedEntry[]): Promise<void> {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const data = Buffer.from(entry.data ?? '');
    parts.push(header(entry, data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  await writeFile(file, Buffer.concat(parts));
}
