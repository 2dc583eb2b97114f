/**
 * Build outputs as generations: a build writes into a new folder next to its output
 * (`apps/web/.dist.gen-<id>`), and the output path itself (`apps/web/dist`) is a symbolic link that
 * is replaced in one rename once the folder is complete. A running app therefore sees the old build
 * or the new one, never a folder being emptied and filled (a second start once failed with ENOENT on
 * `dist/.vite/manifest.json` that way).
 *
 * The generation the link pointed to before stays on disk until the next swap: a running server
 * imported its own bundle and server-rendering chunks from there (Node resolves a module's real
 * path) and may still load a lazy chunk of them. The browser build also carries the previous
 * build's own hashed files (its Vite manifest's) into the new folder, so a page an open tab or a
 * running server's cached index.html names keeps loading. Older generations are removed, except
 * one a running process still uses: the server marks each generation it loaded with a file beside
 * it, `<generation>.in-use-<pid>` (apps/server/src/plugins/build-in-use.ts; beside, not inside,
 * where the app would serve it). Two rebuilds under a
 * running server once removed the folder its render threads imported from, and its page misses
 * answered 500.
 */
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';

const id = () => `${Date.now().toString(36)}-${process.pid}-${Math.random().toString(36).slice(2, 6)}`;
const genPrefix = (link) => `.${path.basename(link)}.gen-`;

/** What a running process appends to a generation's path for its marker: `<generation>.in-use-<pid>`. */
export const IN_USE_INFIX = '.in-use-';

/** True while the process a marker names is alive. */
function alive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's. ESRCH: gone, its marker is stale.
    return error.code === 'EPERM';
  }
}

/** The markers among `names` of the generation named `generationName`, by pid. */
const markersOf = (names, generationName) =>
  names
    .filter((name) => name.startsWith(`${generationName}${IN_USE_INFIX}`))
    .map((name) => Number(name.slice(generationName.length + IN_USE_INFIX.length)));

/** A new, empty generation folder beside the output link (same folder: a rename never crosses disks). */
export function newGeneration(root, link) {
  const full = path.join(root, link);
  const dir = path.join(path.dirname(full), `${genPrefix(link)}${id()}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The folder the output currently is (the link's target, or the output itself when it is a folder). */
export function currentGeneration(root, link) {
  const full = path.join(root, link);
  let stat;
  try {
    stat = lstatSync(full);
  } catch {
    return null;
  }
  if (stat.isSymbolicLink()) {
    const target = path.resolve(path.dirname(full), readlinkSync(full));
    return existsSync(target) ? target : null;
  }
  return stat.isDirectory() ? full : null;
}

/**
 * Hard-links the previous browser build's own files (those its .vite/manifest.json names, with their
 * .br/.gz copies) into the new one where the new one has no file of that name. Hashed names never
 * change content, so a carried file is the right one for whoever asks for it.
 */
export function carryPreviousAssets(previous, next) {
  const manifestFile = path.join(previous, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return 0;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = new Set();
  for (const entry of Object.values(manifest)) {
    for (const file of [entry.file, ...(entry.css ?? []), ...(entry.assets ?? [])]) {
      if (file) for (const suffix of ['', '.br', '.gz']) files.add(`${file}${suffix}`);
    }
  }
  let carried = 0;
  for (const file of files) {
    const from = path.join(previous, file);
    const to = path.join(next, file);
    if (!existsSync(from) || existsSync(to)) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    linkSync(from, to);
    carried++;
  }
  return carried;
}

/**
 * Points the output link at `generation` in one rename, then removes generations older than the
 * one it replaced. An output that is still a plain folder (built by an older version of this script
 * or by a workspace's own `build`) is first renamed into a generation of its own.
 */
export function swapIn(root, link, generation) {
  const full = path.join(root, link);
  const parent = path.dirname(full);
  let previous = currentGeneration(root, link);
  if (previous === full) {
    const moved = path.join(parent, `${genPrefix(link)}${id()}`);
    renameSync(full, moved);
    previous = moved;
  }
  const pending = `${full}.swap-${id()}`;
  symlinkSync(path.basename(generation), pending);
  renameSync(pending, full);
  const names = readdirSync(parent);
  for (const name of names) {
    const dir = path.join(parent, name);
    if (!name.startsWith(genPrefix(link))) continue;
    const marker = name.indexOf(IN_USE_INFIX);
    if (marker >= 0) {
      // A marker of a process that is gone, or of a generation that is: nothing to keep.
      const pid = Number(name.slice(marker + IN_USE_INFIX.length));
      if (!alive(pid) || !names.includes(name.slice(0, marker))) rmSync(dir, { force: true });
      continue;
    }
    if (dir === generation || dir === previous) continue;
    if (markersOf(names, name).some(alive)) continue;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Removes a generation folder that never went live (a failed build). */
export function discard(generation) {
  rmSync(generation, { recursive: true, force: true });
}
