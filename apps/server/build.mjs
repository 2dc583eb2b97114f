// Bundles the server into dist/main.js (and the job worker into dist/worker.js). Workspace packages (@regal/*) are TypeScript sources and
// get bundled; every other package stays external and loads from node_modules. The output folder is
// the first argument (scripts/build-if-changed.mjs passes a new generation folder), `dist` without one.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@regal/') ? undefined : { external: true },
    );
  },
};

// packages/shared/src/domain/version.ts takes the one field it needs from the root package.json by
// name (so the web bundle keeps only that field); esbuild allows only the default export of a JSON
// module imported `with { type: 'json' }`, so the file is handed over as a module of that one field.
const rootPackageVersion = {
  name: 'root-package-version',
  setup(b) {
    b.onLoad({ filter: /[\\/]package\.json$/ }, async (args) => {
      const { version } = JSON.parse(await readFile(args.path, 'utf8'));
      return { contents: `export const version = ${JSON.stringify(version)};`, loader: 'js' };
    });
  },
};

const outdir = process.argv[2] ?? 'dist';
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', worker: 'src/worker.ts' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // main.js keeps only what the first steps of a start need; its `import('./serve.ts')` becomes a
  // chunk loaded while the embedded PostgreSQL boots (decision 048). The chunks sit beside main.js,
  // so `import.meta.dirname` (the migrations, the web build) is the same folder in every one.
  splitting: true,
  outdir,
  sourcemap: true,
  plugins: [externalPackages, rootPackageVersion],
  logLevel: 'warning',
});
await cp('src/db/migrations', `${outdir}/migrations`, { recursive: true });
