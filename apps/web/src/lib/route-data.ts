import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { serverScope } from './server-scope.ts';

/** Reads a page's queries into the request's cache; a failed read stays in the cache as its answer. */
export type PageData = (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * A route loader that names the page's data up front (issue 34, decision 028): on the server, the
 * static handler runs it before the page's one render, so every query the render reads is already
 * answered. In the browser it does nothing and returns at once: navigation stays as instant as
 * before (decision 031) and the page's own queries load as they always did.
 *
 * `read` comes through a dynamic import, so the browser's entry never carries the query factories
 * of pages it has not opened (the first-load budget); the server build has them all at hand.
 */
export function serverData(read: () => Promise<PageData>) {
  // Imported once: Node resolves a dynamic import anew on every call (file system lookups included),
  // even of a module it holds, which was half a millisecond of each page miss (issue 34).
  let pageData: Promise<PageData> | null = null;
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const client = serverScope()?.queryClient;
    if (!client) return null;
    if (!pageData) {
      pageData = read();
      // A failed import is tried again by the next page.
      pageData.catch(() => {
        pageData = null;
      });
    }
    // A failed read is the page's answer (a not-found state, a 503): the render shows it.
    await (await pageData)(client, args).catch(() => undefined);
    // null, not undefined: the hydration data then says the loader ran, and the browser's router
    // does not run it again (nor show the fallback) before hydrating.
    return null;
  };
}

/** The route's query parameters. */
export function searchOf({ request }: LoaderFunctionArgs): URLSearchParams {
  return new URL(request.url).searchParams;
}
