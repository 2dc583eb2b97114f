import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from './locale.ts';

/**
 * What the server rendering of one request provides to code that runs outside React's tree (the API
 * client, `currentLocale()`): the request's language and an in-process transport to the API. The
 * server entry (src/entry-server.tsx) installs a reader backed by AsyncLocalStorage, so concurrent
 * renders never see each other's scope; in the browser there is none (decision 028).
 */
export interface ServerScope {
  locale: Locale;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The request's query cache: route loaders fill it before the one render (lib/route-data.ts). */
  queryClient?: QueryClient;
}

let reader: (() => ServerScope | undefined) | null = null;

export function installServerScope(read: () => ServerScope | undefined): void {
  reader = read;
}

/** The scope of the request being rendered on the server; undefined in the browser. */
export function serverScope(): ServerScope | undefined {
  return reader?.();
}
