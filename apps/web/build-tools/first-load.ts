import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
// By path, not the package name: Vite loads its config (which imports this file) without TypeScript support for node_modules.
import { type BuildManifest, manifestClosure } from '../../../packages/shared/src/domain/build-manifest.ts';
import { SHELL_NAMESPACES } from '../src/lib/shell-namespaces.ts';

export { SHELL_NAMESPACES };

/**
 * Home's first paint: the entry (index.html), the home route's module and the German texts the
 * shell loads before it renders (`SHELL_NAMESPACES` in src/lib/i18n.ts), with what they import
 * statically.
 */
export const HOME_MODULES = [
  // The entry script, home's page included (app/routes.tsx imports it statically).
  'index.html',
  // The shell's German texts, one chunk (the `locale-de-shell` group in vite.config.ts).
  'locale-de-shell',
];

/**
 * Budget of home's first load, JavaScript and CSS together, gzip-compressed. Issue 14 asks for
 * 120 KB; the libraries under the app alone weigh about 160 KB (measured with esbuild, minified and
 * gzipped: react-dom's client with React 67 KB, react-router 32 KB, i18next 16 KB, TanStack Query
 * 10 KB, plus Mantine's provider and base components and the shell's 12.5 KB of CSS). The second pass
 * (decision 018) took home from 304.5 KB to 195 KB by moving the header's menus, dialogs, tooltips and
 * notices behind light triggers and bundling the first load into one script; the guard sat just
 * above that. Server rendering (decision 028) moved 201.5 KB: the page now paints from its HTML
 * before any script runs, and the entry script also carries what hydration needs (TanStack Query's
 * hydrate, the page state reader, the head tags). The guard sits just above that again and fails on
 * any further growth. Issue 23 (26 Nov) added 0.6 KB the first screen needs: the page's own network
 * error instead of the browser's, the password toggle's words per language, hydration after the
 * first paint as a transition — 202.4 KB. Issue 20 (27 Nov) added 0.9 KB (202.9 → 203.8 KB): the
 * start-up in tasks of decision 028 — yields between the steps, one timer per batch of query
 * notifications, hydration passes, numbers written without Intl. They took the blocking time of a
 * phone's start-up from up to 172 ms to a mean of 39–83 ms (Lighthouse ≥ 98 on every run). Issues
 * 34 and 36 (28 Nov) added 0.8 KB (203.8 → 204.6 KB), measured per source from the source map: each
 * route's loader in the route table and react-router's loader path that runs them (one render on the
 * server, decision 028: 2.1 KB minified), and the shell's language from `navigator.languages` when
 * the service worker serves it offline (decision 051: 0.4 KB minified). Issue 36's visitor items
 * (28 Nov) added 0.4 KB more (205.0 KB): home's own sections show the error state with retry instead
 * of loading forever, phones show one notice at a time, and a search page's title names the query.
 * Issue 34 (29 Nov) added 1.4 KB (205.9 → 207.3 KB): the header, footer and section headers as plain
 * elements wearing Mantine's classes, their variables in CSS modules (0.7 KB of script, 0.7 KB of
 * sheet), for a fifth less server CPU on every page a cache does not hold (decision 028).
 */
export const HOME_BUDGET_BYTES = 208 * 1024;
export const HOME_GOAL_BYTES = 120 * 1024;

export type FirstLoad = { files: { file: string; gzip: number }[]; total: number };

/** Every file (JS and CSS) the browser must fetch before `modules` can run, with its gzip size. */
export function firstLoad(distDir: string, modules: string[]): FirstLoad {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as BuildManifest;
  const { scripts, styles, missing } = manifestClosure(manifest, modules);
  if (missing.length > 0) throw new Error(`${missing.join(', ')} not in the build manifest`);
  const sized = [...scripts, ...styles]
    .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  return { files: sized, total: sized.reduce((sum, f) => sum + f.gzip, 0) };
}
