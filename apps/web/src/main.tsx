import { notifyManager } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import { loadFullStyles } from './app/styles/load-full-styles.ts';
import { afterFirstPaint } from './lib/after-first-paint.ts';
import { coalescingScheduler } from './lib/coalescing-scheduler.ts';
import { i18nReady, loadAllNamespaces } from './lib/i18n.ts';
import { yieldToMain } from './lib/yield-to-main.ts';
import { loadAnalytics } from './pwa/analytics.ts';
import { announceInstalledUpdate, registerServiceWorker } from './pwa/service-worker.ts';
import { readSsrState, reviveQueryErrors } from './ssr/ssr-state.ts';

// One timer per batch of query notifications instead of one each (see the scheduler).
notifyManager.setScheduler(coalescingScheduler());

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/**
 * The lazy routes of this address, loaded before hydrating (decision 028): the server rendered the
 * page with them, so the first render in the browser must have them too instead of a fallback.
 */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  // Matching compiles a pattern per route (~10 ms on a desktop CPU); loading the route modules and
  // their texts is the next task's work.
  await yieldToMain();
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Resolves after the browser has painted the current document (a frame, then a task after it). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function start(): Promise<void> {
  const state = readSsrState();
  if (state) {
    // A page the server rendered: hydrate it with the same texts, route modules and data. Each step
    // is its own task (evaluating the modules, matching the address, loading the route's modules,
    // creating the router): back to back they were one task of 60 ms on a desktop CPU, four times
    // that on a phone, and the page ignored taps all along.
    await yieldToMain();
    await Promise.all([i18nReady, resolveLazyMatches()]);
    await yieldToMain();
    const router = createBrowserRouter(routes, { hydrationData: state.router });
    // The page is already readable: let the browser paint it before any hydration work, then hydrate
    // as a transition — React does it in slices of a few milliseconds, yielding in between (a plain
    // hydrateRoot is one task as long as the whole tree: on a slow phone, input waits for all of it).
    // A click on a part not yet hydrated makes React hydrate that part first and replay the click.
    await nextPaint();
    startTransition(() => {
      hydrateRoot(
        container as HTMLElement,
        <App
          router={router}
          hydrated={{ origin: state.origin, queries: reviveQueryErrors(state.queries) }}
        />,
        {
          // A mismatch is a bug (the e2e suite fails on this line): React re-renders the page in the browser.
          onRecoverableError: (error) => console.error('[hydration] recoverable error:', error),
        },
      );
    });
  } else {
    // The shell of a page the browser draws itself (sign-in, account, back office, the offline page).
    // The first render is a transition so React renders it in slices of a few milliseconds, yielding
    // to the browser in between, instead of one long task that blocks input on a slow phone.
    await i18nReady;
    const root = createRoot(container as HTMLElement);
    const router = createBrowserRouter(routes);
    startTransition(() => root.render(<App router={router} />));
  }
  announceInstalledUpdate();
  void afterFirstPaint().then(() => {
    void loadFullStyles();
    void loadAllNamespaces();
    void loadAnalytics();
    // Only the built app has a service worker (the dev server has none to serve).
    if (import.meta.env.PROD) void registerServiceWorker();
  });
}

void start();
