/**
 * A build of a small fixture tree through buildOnce, for build-once.test.ts: the same lock, stamp and
 * swap as the app's build, with a build step that writes `out/web/index.html`, then waits until the
 * test creates `<root>/gate` (`--gate`), then writes `out/server/main.js` (each naming its build).
 * `node fixture-build.mjs <root> [--gate] [--force] [--fail]`
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildOnce } from './build-once.mjs';

const [root] = process.argv.slice(2);
const gate = process.argv.includes('--gate');
const fail = process.argv.includes('--fail');
try {
  const built = await buildOnce({
    root,
    inputs: ['src'],
    outputs: [
      { link: 'out/web', marker: 'index.html' },
      { link: 'out/server', marker: 'main.js' },
    ],
    force: process.argv.includes('--force'),
    build: async (out) => {
      console.log(`building ${process.pid}`);
      writeFileSync(path.join(out['out/web'], 'index.html'), `web of ${process.pid}`);
      while (gate && !existsSync(path.join(root, 'gate'))) await sleep(50);
      if (fail) throw new Error('the fixture build failed on purpose');
      writeFileSync(path.join(out['out/server'], 'main.js'), `server of ${process.pid}`);
    },
  });
  if (built) console.log('built');
} catch (error) {
  console.log(`failed: ${error.message}`);
  process.exit(1);
}
