import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { THEME_STORAGE_KEY } from '../../packages/shared/src/domain/constants.ts';

/**
 * Sets the colour scheme on <html> before the first paint, so a dark-mode visitor (the default)
 * never sees a white flash. Reads the same local-storage key as Mantine's colour scheme manager.
 * A blocking script file rather than an inline one: the CSP allows no inline scripts (decision 013).
 * It also switches zod to its eval-free parsers before any module loads (see below).
 */
function colorSchemeBootstrap(): Plugin {
  // Zod compiles parsers with `new Function` (and probes for it when each object schema is made)
  // unless `jitless` is set before it loads; the CSP allows no eval, and even the caught probe is
  // reported as a violation. A classic script runs before the app's modules, so it is set here.
  const script = `window.__zod_globalConfig={jitless:true};try{var v=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});document.documentElement.setAttribute('data-mantine-color-scheme',v==='light'?'light':'dark')}catch(e){document.documentElement.setAttribute('data-mantine-color-scheme','dark')}`;
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
 * The built app is served by the Fastify server from `dist` under `/app/` (spec §7: assets load
 * from /app/, lazy chunks from js/ and css/ under it); web routes themselves live at the root.
 */
export default defineConfig({
  base: '/app/',
  plugins: [react(), colorSchemeBootstrap()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        entryFileNames: 'js/[name]-[hash].js',
        chunkFileNames: 'js/[name]-[hash].js',
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'css/[name]-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
