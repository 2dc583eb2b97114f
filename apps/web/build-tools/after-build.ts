import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build step that runs once the whole bundle is on disk (after the service worker is written),
 * given the output folder. Steps run one after another in the order the config lists them.
 */
export function afterBuild(name: string, step: (outDir: string) => void | Promise<void>): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => step(outDir),
    },
  };
}
