/**
 * The build's inputs and their hash. Only sources count: a build's own outputs (`dist`,
 * `dist-server`, their generation folders, `.vite`, tsc's `.tsbuildinfo`) never do — when one did
 * (`apps/web/dist-server`), every build changed the inputs of the next and every start rebuilt.
 * The hash is of each file's path and content, so a checkout or `touch` that leaves a file as it
 * was does not cost a build.
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const INPUTS = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/shared',
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/build.mjs',
  'apps/web',
];

/**
 * Folder and file names that are outputs or tool caches, never sources; and test files, which no
 * bundle imports (editing a test does not cost a start a build).
 */
const SKIP_NAMES = new Set(['node_modules', 'dist', 'dist-server', '.vite', '.DS_Store']);
const SKIP_PATTERN = /\.gen-|\.swap-|\.tsbuildinfo$|\.test\.tsx?$/;

function* filesUnder(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  // lstat: a symbolic link (an output link such as `dist`) is never followed.
  const stat = lstatSync(full);
  if (stat.isFile()) {
    yield entry;
    return;
  }
  if (!stat.isDirectory()) return;
  for (const name of readdirSync(full).sort()) {
    if (SKIP_NAMES.has(name) || SKIP_PATTERN.test(name)) continue;
    yield* filesUnder(root, path.join(entry, name));
  }
}

/** sha256 over every input file's path and content, in a stable order. */
export function inputsHash(root, inputs = INPUTS) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of filesUnder(root, input)) {
      hash.update(`${file.split(path.sep).join('/')}\0`);
      hash.update(readFileSync(path.join(root, file)));
      hash.update('\n');
    }
  }
  return hash.digest('hex');
}
