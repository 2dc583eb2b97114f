/**
 * `npm run floor -w @regal/bench`: how many bytes the web app's libraries weigh before any of our
 * code — the floor under home's first load (issue 14 asks for ≤ 120 KB, JS + CSS, gzip).
 *
 * Each step bundles a few lines that use the libraries the way the app does (a root render, the data
 * router, the query client, i18next, Mantine's provider and a button) with esbuild, minified for
 * production, resolved from apps/web (the versions the app ships), and gzips it at level 9 like the
 * budget check (apps/web/build-tools/first-load.ts). Steps add up.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const WEB = path.join(ROOT, 'apps/web');
const GOAL_BYTES = 120 * 1024;

const steps: { label: string; imports: string; body: string }[] = [
  {
    label: 'react + react-dom (client)',
    imports: "import { createRoot } from 'react-dom/client';",
    body: "createRoot(document.getElementById('root')).render(<App />);",
  },
  {
    label: '+ react-router (data router)',
    imports: "import { createBrowserRouter, RouterProvider } from 'react-router';",
    body: "const router = createBrowserRouter([{ path: '/', element: <Page /> }]);",
  },
  {
    label: '+ @tanstack/react-query',
    imports: "import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';",
    body: 'const queryClient = new QueryClient();',
  },
  {
    label: '+ i18next + react-i18next',
    imports:
      "import i18next from 'i18next'; import { initReactI18next, useTranslation } from 'react-i18next';",
    body: "void i18next.use(initReactI18next).init({ lng: 'de', resources: { de: { shell: { hi: 'Hallo' } } } });",
  },
  {
    label: '+ @mantine/core (provider, button)',
    imports: "import { Button, MantineProvider } from '@mantine/core';",
    body: '',
  },
];

/** The app for the first `count` steps: each step's library is used, so nothing is tree-shaken away. */
function source(count: number): string {
  const used = steps.slice(0, count);
  const has = (index: number) => count > index;
  const text = has(3) ? "useTranslation('shell').t('hi')" : "'Hallo'";
  const data = has(2) ? "useQuery({ queryKey: ['x'], queryFn: async () => 1 }).data" : '1';
  const page = `function Page() { const text = ${text}; const n = ${data}; return ${
    has(4) ? '<Button>{text}{n}</Button>' : '<p>{text}{n}</p>'
  }; }`;
  let app = has(1) ? '<RouterProvider router={router} />' : '<Page />';
  if (has(2)) app = `<QueryClientProvider client={queryClient}>${app}</QueryClientProvider>`;
  if (has(4)) app = `<MantineProvider defaultColorScheme="dark">${app}</MantineProvider>`;
  return [
    ...used.map((step) => step.imports),
    page,
    ...used.slice(1).map((step) => step.body),
    `function App() { return ${app}; }`,
    steps[0]?.body ?? '',
  ].join('\n');
}

async function gzippedBundle(contents: string): Promise<number> {
  const result = await build({
    stdin: { contents, loader: 'tsx', resolveDir: WEB },
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return gzipSync(code, { level: 9 }).length;
}

/** Mantine's own base sheet (variables, baseline, global), which every page needs. */
function mantineBaseCss(): number {
  const dir = path.join(ROOT, 'node_modules/@mantine/core/styles');
  const css = ['default-css-variables.css', 'baseline.css', 'global.css', 'UnstyledButton.css', 'Button.css']
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
  return gzipSync(css, { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`${'step'.padEnd(38)} ${'adds'.padStart(8)} ${'total'.padStart(8)}  (gzip)`);
let js = 0;
for (let count = 1; count <= steps.length; count++) {
  const bundle = await gzippedBundle(source(count));
  console.log(
    `${(steps[count - 1]?.label ?? '').padEnd(38)} ${kb(bundle - js).padStart(8)} ${kb(bundle).padStart(8)}`,
  );
  js = bundle;
}
const css = mantineBaseCss();
const total = js + css;
console.log(`${'+ Mantine base CSS'.padEnd(38)} ${kb(css).padStart(8)} ${kb(total).padStart(8)}`);
console.log(
  `floor before any app code: ${kb(total)}; goal ${kb(GOAL_BYTES)} (${total > GOAL_BYTES ? 'above' : 'below'} it by ${kb(Math.abs(total - GOAL_BYTES))})`,
);
