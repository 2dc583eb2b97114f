import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { rootCommitted } from '../lib/hydration-progress.ts';
import { RenderContextProvider } from '../lib/render-context.tsx';
import { AppProviders } from './providers.tsx';

interface AppProps {
  router: DataRouter;
  /** Set when the page came rendered from the server: hydrating starts from the same data. */
  hydrated?: { origin: string; queries: DehydratedState };
}

/**
 * Marks the document once React answers input (`<html data-interactive>`), after the root and every
 * hydration pass (lib/hydration-progress.ts): a server-rendered page is readable before it is
 * hydrated, and the e2e suite waits for this before it clicks (a click on a page not yet hydrated
 * does nothing).
 */
function InteractiveMark() {
  useEffect(() => rootCommitted(), []);
  return null;
}

/** The browser's app: the same providers and route tree the server renders (entry-server.tsx). */
export function App({ router, hydrated }: AppProps) {
  const tree = (
    <AppProviders dehydratedState={hydrated?.queries}>
      <RouterProvider router={router} />
      <InteractiveMark />
    </AppProviders>
  );
  return (
    <StrictMode>
      {hydrated ? (
        <RenderContextProvider value={{ origin: hydrated.origin }}>{tree}</RenderContextProvider>
      ) : (
        tree
      )}
    </StrictMode>
  );
}
