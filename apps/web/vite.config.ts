import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { THEME_STORAGE_KEY } from '../../packages/shared/src/domain/constants.ts';
import { precompress } from './build-tools/precompress.ts';

/**
 * Sets the colour scheme on <html> before the first paint, so a dark-mode visitor (the default)
 * never sees a white flash. Reads the same local-storage key as Mantine's colour scheme manager.
 */
function colorSchemeBootstrap(): Plugin {
  const script = `try{var v=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});document.documentElement.setAttribute('data-mantine-color-scheme',v==='light'?'light':'dark')}catch(e){document.documentElement.setAttribute('data-mantine-color-scheme','dark')}`;
  return {
    name: 'regal-color-scheme-bootstrap',
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head' }],
  };
}

/**
 * The built app is served by the Fastify server from `dist` under `/app/` (spec §7: assets load
 * from /app/, lazy chunks from js/ and css/ under it); web routes themselves live at the root.
 */
export default defineConfig({
  base: '/app/',
  plugins: [react(), colorSchemeBootstrap(), precompress()],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the first-load budget check (build-tools/check-budget.ts).
    manifest: true,
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
