import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) next to every text asset of the
 * build, once, so the server only picks the file the client accepts (`@fastify/static` preCompressed)
 * instead of compressing on every request. Runs last, after the service worker has been written.
 */
export function precompress(): Plugin {
  return afterBuild('regal-precompress', async (outDir) => {
    const jobs: Promise<void>[] = [];
    for await (const file of filesUnder(outDir)) {
      if (!TEXT_FILE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
      // The service worker is fetched only on update checks; kept plain so a rebuilt sw.js is
      // never shadowed by a stale compressed copy.
      if (path.basename(file) === 'sw.js') continue;
      if ((await stat(file)).size < MIN_BYTES) continue;
      jobs.push(
        (async () => {
          const body = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        })(),
      );
    }
    await Promise.all(jobs);
  });
}
