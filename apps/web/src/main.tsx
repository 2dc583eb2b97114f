import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadFullStyles } from './app/styles/load-full-styles.ts';
import { i18nReady, loadAllNamespaces } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** Work that is not needed for the first paint, done when the browser is idle after it. */
function afterFirstPaint(work: () => void): void {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
  window.addEventListener('load', () => idle(work, { timeout: 4000 }), { once: true });
}

// The shell's texts are tiny chunks fetched in parallel with home's own chunk (the router starts
// that one as soon as it is created), so waiting for them costs no extra round trip.
void i18nReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  afterFirstPaint(() => {
    void loadFullStyles();
    void loadAllNamespaces();
  });
});
