import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadFullStyles } from './app/styles/load-full-styles.ts';
import { afterFirstPaint } from './lib/after-first-paint.ts';
import { i18nReady, loadAllNamespaces } from './lib/i18n.ts';
import { loadAnalytics } from './pwa/analytics.ts';
import { announceInstalledUpdate, registerServiceWorker } from './pwa/service-worker.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// The shell's texts are tiny chunks fetched in parallel with home's own chunk (the router starts
// that one as soon as it is created), so waiting for them costs no extra round trip.
// The first render is a transition so React renders it in slices of a few milliseconds, yielding to
// the browser in between, instead of one long task that blocks input on a slow phone.
void i18nReady.then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  announceInstalledUpdate();
  void afterFirstPaint().then(() => {
    void loadFullStyles();
    void loadAllNamespaces();
    void loadAnalytics();
    // Only the built app has a service worker (the dev server has none to serve).
    if (import.meta.env.PROD) void registerServiceWorker();
  });
});
