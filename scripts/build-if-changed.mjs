/**
 * `npm start` runs this first (scripts/start.mjs, in the server's own process): it builds (web app,
 * its server-rendering entry, and the server) only when a build input changed since the last build,
 * so a second start serves at once. `npm run build` runs it with `--force`. Builds are serialised by a lock and go live in one rename per output
 * (scripts/build/: inputs.mjs, lock.mjs, generations.mjs, build-once.mjs; decision 048).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildOnce } from './build/build-once.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VITE = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

/**
 * The outputs, each with a file a complete build has. The browser build carries the previous build's
 * hashed files along; the server's bundle goes live last (its folder holds the stamp).
 */
const OUTPUTS = [
  { link: 'apps/web/dist', marker: 'index.html', carryAssets: true },
  { link: 'apps/web/dist-server', marker: 'entry-server.js' },
  { link: 'apps/server/dist', marker: 'main.js' },
];

function run(args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`)),
    );
  });
}

const web = path.join(ROOT, 'apps/web');

/** Builds when an input changed since the last build (or always, with `force`); prints which. */
export async function buildIfChanged({ force = false } = {}) {
  await buildOnce({
    root: ROOT,
    outputs: OUTPUTS,
    force,
    build: async (out) => {
      await run([VITE, 'build', '--outDir', out['apps/web/dist']], web);
      await run(
        [VITE, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', out['apps/web/dist-server']],
        web,
      );
      await run(['build.mjs', out['apps/server/dist']], path.join(ROOT, 'apps/server'));
    },
  });
}

// `node scripts/build-if-changed.mjs [--force]` (`npm run build`); scripts/start.mjs imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await buildIfChanged({ force: process.argv.includes('--force') });
  } catch (error) {
    console.error(`build failed: ${error.message}`);
    process.exit(1);
  }
}
