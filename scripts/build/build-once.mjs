/**
 * Build when the inputs changed, under the checkout's build lock, into new generation folders that
 * replace the outputs only once every part is built. The stamp (the inputs' hash) is taken after the
 * lock is held and before building — the inputs as they were built: a source saved during the build
 * makes the next start build again — and lands inside the last output, so it goes live in the
 * same rename as the build it describes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { carryPreviousAssets, currentGeneration, discard, newGeneration, swapIn } from './generations.mjs';
import { INPUTS, inputsHash } from './inputs.mjs';
import { withBuildLock } from './lock.mjs';

export const STAMP_FILE = '.build-stamp';
export const UP_TO_DATE = 'build is up to date (no source changed since the last build)';

/**
 * @param {object} options
 * @param {string} options.root the checkout
 * @param {{ link: string, marker: string, carryAssets?: boolean }[]} options.outputs output links
 *   (relative to root), each with a file a complete build has; the stamp goes into the last one
 * @param {(generations: Record<string, string>) => Promise<void>} options.build writes each
 *   output into the folder given for its link
 * @param {boolean} [options.force] build even when up to date
 * @param {string[]} [options.inputs] files and folders whose content decides (default: the app's)
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<boolean>} whether it built
 */
export async function buildOnce({ root, outputs, build, force = false, inputs = INPUTS, log = console.log }) {
  const stampOutput = outputs[outputs.length - 1].link;
  return withBuildLock(
    root,
    async () => {
      const hash = inputsHash(root, inputs);
      const stampFile = path.join(root, stampOutput, STAMP_FILE);
      const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
      const complete = outputs.every((o) => existsSync(path.join(root, o.link, o.marker)));
      if (!force && complete && previous === hash) {
        log(UP_TO_DATE);
        return false;
      }
      const generations = Object.fromEntries(outputs.map((o) => [o.link, newGeneration(root, o.link)]));
      try {
        await build(generations);
        for (const o of outputs) {
          if (!existsSync(path.join(generations[o.link], o.marker))) {
            throw new Error(`the build of ${o.link} wrote no ${o.marker}`);
          }
        }
        for (const o of outputs) {
          const current = currentGeneration(root, o.link);
          if (o.carryAssets && current) carryPreviousAssets(current, generations[o.link]);
        }
        writeFileSync(path.join(generations[stampOutput], STAMP_FILE), `${hash}\n`);
      } catch (error) {
        for (const dir of Object.values(generations)) discard(dir);
        throw error;
      }
      for (const o of outputs) swapIn(root, o.link, generations[o.link]);
      return true;
    },
    { onWait: (owner) => log(`another build is running (pid ${owner?.pid ?? '?'}); waiting for it`) },
  );
}
