import { realpathSync, rmSync, writeFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';

/** What scripts/build/generations.mjs (its IN_USE_INFIX) looks for beside a build before removing it. */
const IN_USE_INFIX = '.in-use-';

/**
 * Marks the build generations this process loaded (`apps/web/dist`, `apps/web/dist-server`, and the
 * server bundle's own folder; each a symbolic link to `.<name>.gen-<id>`) as in use, so a rebuild
 * from the same checkout keeps them while this process runs: its render threads import the server
 * entry's chunks from there on demand. The marker is a file beside the generation (inside it, the
 * app would serve it) that names this process; a build removes the generation once the process is
 * gone. Returns what unmarks them (on close).
 */
export function markBuildInUse(folders: string[], log: FastifyBaseLogger): () => void {
  const markers: string[] = [];
  for (const folder of folders) {
    try {
      const generation = realpathSync(folder);
      // A plain folder (a workspace's own build, a copied image) is no generation: nothing to keep.
      if (!generation.includes('.gen-')) continue;
      const marker = `${generation}${IN_USE_INFIX}${process.pid}`;
      writeFileSync(marker, '');
      markers.push(marker);
    } catch (error) {
      // Missing or read-only: no rebuild can remove it from under us either.
      log.debug({ folder, error }, 'build folder not marked as in use');
    }
  }
  return () => {
    for (const marker of markers) rmSync(marker, { force: true });
  };
}
