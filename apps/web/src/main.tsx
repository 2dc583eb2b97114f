import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadFullStyles } from './app/styles/load-full-styles.ts';
import { i18nReady, loadAllNamespaces } from './lib/i18n.ts';
import { loadAnalytics } from './pwa/analytics.ts';
import { announceInstalledUpdate, registerServiceWorker } from './pwa/service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** Work that is not needed for the first paint, done when the browser is idle after it. */
function afterFirstPaint(work: () => void): void {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
  const start = () => idle(work, { timeout: 4000 });
  // The page may have finished loading while the shell's texts were still on their way.
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

// The shell's texts are tiny chunks fetched in parallel with home's own chunk (the router starts
// that one as soon as it is created), so waiting for them costs no extra round trip.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  announceInstalledUpdate();
  afterFirstPaint(() => {
    void loadFullStyles();
    void loadAllNamespaces();
    void loadAnalytics();
    // Only the built app has a service worker (the dev server has none to serve).
    if (import.meta.env.PROD) void registerServiceWorker();
  });
});
