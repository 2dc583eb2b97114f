// Bundles the server into dist/main.js (and the job worker into dist/worker.js). Workspace packages (@regal/*) are TypeScript sources and
// get bundled; every other package stays external and loads from node_modules.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@regal/') ? undefined : { external: true },
    );
  },
};

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outdir: 'dist',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
