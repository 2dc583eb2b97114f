import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { THEME_STORAGE_KEY } from '../../packages/shared/src/domain/constants.ts';
import { firstLoad, HOME_MODULES, SHELL_NAMESPACES } from './build-tools/first-load.ts';
import { mantinePartsFile } from './build-tools/mantine-parts.ts';
import { precompress } from './build-tools/precompress.ts';

/**
 * The page's first script (build-tools/page-bootstrap.js): sets zod to its eval-free parsers, the
 * colour scheme on <html> before the first paint, and adds a server-rendered page's held scripts
 * once it has appeared. Emitted as `js/color-scheme-<hash>.js`, named by its content.
 */
function colorSchemeBootstrap(): Plugin {
  const script = readFileSync(
    fileURLToPath(new URL('./build-tools/page-bootstrap.js', import.meta.url)),
    'utf8',
  )
    .replaceAll('__THEME_STORAGE_KEY__', JSON.stringify(THEME_STORAGE_KEY))
    // Its comments are for readers of the source; every page loads the file.
    .replace(/^\s*\/\/.*\n/gm, '');
  const fileName = `js/color-scheme-${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`;
  let base = '/';
  return {
    name: 'regal-color-scheme-bootstrap',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(`${base}${fileName}`, (_req, res) => {
        res.setHeader('content-type', 'text/javascript');
        res.end(script);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: script });
    },
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: `${base}${fileName}` }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * The server build's `react-i18next`: every import of it from the app resolves to
 * src/ssr/react-i18next-server.ts (a lighter `useTranslation` for renders that never change
 * language), whose own import is the package.
 */
function serverTranslationHook(): Plugin {
  const shim = fileURLToPath(new URL('./src/ssr/react-i18next-server.ts', import.meta.url));
  return {
    name: 'regal-server-translation-hook',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-i18next' || !importer || path.resolve(importer) === shim) return null;
      return shim;
    },
  };
}

/** The shell's locale files of a language (`SHELL_NAMESPACES` in src/lib/i18n.ts). */
const SHELL_LOCALE_FILES = (lng: string) =>
  new RegExp(`[\\\\/]locales[\\\\/]${lng}[\\\\/](${SHELL_NAMESPACES.join('|')})\\.json$`);

/**
 * The built app is served by the Fastify server from `dist` under `/app/` (spec §7: assets load
 * from /app/, lazy chunks from js/ and css/ under it); web routes themselves live at the root.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/app/',
  // The server entry (`vite build --ssr src/entry-server.tsx`, decision 028) renders the same route
  // tree; the page's files, service worker and compressed copies come from the browser build only.
  plugins: isSsrBuild ? [serverTranslationHook(), react()] : browserPlugins(),
  resolve: {
    alias: [
      // The package's `module` condition points at its development build (warnings, checks).
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: isSsrBuild ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20' } : browserBuild,
}));

function browserPlugins() {
  // The folder this build writes (`--outDir` may name another than `dist`: scripts/build-if-changed.mjs
  // builds into a new generation folder), for the service worker's list of shell files below.
  let outDir = fileURLToPath(new URL('./dist', import.meta.url));
  const outDirOf: Plugin = {
    name: 'regal-out-dir',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  return [
    outDirOf,
    react(),
    colorSchemeBootstrap(),
    VitePWA({
      // Registered by src/pwa/service-worker.ts (spec §4 update flow), not by the plugin.
      injectRegister: false,
      registerType: 'prompt',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg'],
      manifest: {
        name: 'Regal',
        short_name: 'Regal',
        description: 'Filme, Serien, Spiele und Software mit ihren Releases',
        lang: 'de',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0e0f14',
        background_color: '#0e0f14',
        icons: [
          { src: '/app/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/app/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell: the page, the icon and what home's first paint loads (read from the build
        // manifest, the same list the budget check weighs). Other chunks are cached when first used.
        globPatterns: ['index.html', 'js/*.js', 'css/*.css', 'favicon.svg'],
        manifestTransforms: [
          (entries) => {
            const shell = new Set(firstLoad(outDir, HOME_MODULES).files.map((f) => f.file));
            return {
              manifest: entries.filter((e) => !/^(js|css)\//.test(e.url) || shell.has(e.url)),
              warnings: [],
            };
          },
        ],
        // No navigate fallback (the plugin's default is index.html): a page is always asked from
        // the server, which renders it in the visitor's language with its real status and title
        // (issue 36, decision 051). The cached shell answers a navigation only offline, see below.
        navigateFallback: null,
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        runtimeCaching: [
          {
            // Navigations: the network; the precached shell only when it cannot be reached. The
            // shell then picks its language as the server would (src/lib/i18n.ts).
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(api|app)\//.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/app/index.html' } },
          },
          {
            // Hashed chunks never change: served from the cache once fetched.
            urlPattern: ({ url }) => /^\/app\/(js|css)\//.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'regal-chunks', expiration: { maxEntries: 400 } },
          },
          {
            // API data: always the network first; the last answer only when offline. Account and
            // auth answers are never kept.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              url.pathname.startsWith('/api/') &&
              !/^\/api\/(auth|account|user)/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'regal-api',
              networkTimeoutSeconds: 10,
              expiration: { maxEntries: 200, maxAgeSeconds: 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
    mantinePartsFile(),
    precompress(),
  ];
}

/** The UI library's modules that the `ui` group bundles (see below). */
const UI_LIBRARIES =
  /[\\/]node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|@tabler[\\/]icons-react|react-number-format|react-textarea-autosize|clsx|tslib)[\\/]/;

const browserBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  // Read by the first-load budget check (build-tools/check-budget.ts).
  manifest: true,
  rolldownOptions: {
    output: {
      // Fewer, larger files: over HTTP/1.1 a browser opens six connections to a host, so dozens
      // of sub-kilobyte chunks cost a round trip each (decision 018). What index.html needs becomes
      // one file; the texts of a language become two (the shell's and the rest).
      codeSplitting: {
        groups: [
          { name: 'locale-de-shell', test: SHELL_LOCALE_FILES('de'), priority: 30 },
          { name: 'locale-en-shell', test: SHELL_LOCALE_FILES('en'), priority: 30 },
          { name: 'locale-de', test: /[\\/]locales[\\/]de[\\/]/, priority: 20 },
          { name: 'locale-en', test: /[\\/]locales[\\/]en[\\/]/, priority: 20 },
          { name: 'shell', tags: ['$initial'], priority: 10 },
          // The UI library's components that two or more routes share: one file for every page
          // but home (home's are in the entry script) instead of dozens of small ones.
          {
            name: 'ui',
            // Scripts only: Mantine's whole sheet (styles/full-styles.ts) in this group made it a
            // render-blocking style sheet of every page that uses the group's scripts.
            test: (id: string) => UI_LIBRARIES.test(id) && !id.endsWith('.css'),
            minShareCount: 2,
            priority: 5,
          },
        ],
      },
      entryFileNames: 'js/[name]-[hash].js',
      chunkFileNames: 'js/[name]-[hash].js',
      assetFileNames: (asset) =>
        asset.names.some((name) => name.endsWith('.css'))
          ? 'css/[name]-[hash][extname]'
          : 'assets/[name]-[hash][extname]',
    },
  },
} satisfies UserConfig['build'];
