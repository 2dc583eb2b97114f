/**
 * `npm start` runs this first: it builds (web app and server) only when a build input changed since
 * the last build, so a second start serves at once instead of rebuilding for ~45 s. The stamp is a
 * hash of every input file's path, size and modification time, kept next to the server bundle.
 * `--force` builds anyway.
 */
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(ROOT, 'apps/server/dist/.build-stamp');
const OUTPUTS = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];
const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared',
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/build.mjs',
  'apps/web',
];
const SKIP = new Set(['node_modules', 'dist', '.vite']);

function* filesUnder(entry) {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (!stat.isDirectory()) {
    yield [entry, stat];
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (SKIP.has(name)) continue;
    yield* filesUnder(path.join(entry, name));
  }
}

export function inputsHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const [file, stat] of filesUnder(input)) hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const current = inputsHash();
const previous = existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
const built = OUTPUTS.every((file) => existsSync(path.join(ROOT, file)));
if (!process.argv.includes('--force') && built && previous === current) {
  console.log('build is up to date (no source changed since the last build)');
} else {
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  writeFileSync(STAMP, `${current}\n`);
}
