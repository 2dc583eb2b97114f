import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { SSR_STATE_ELEMENT_ID } from '@regal/shared';
import { type DehydratedState, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchPath,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { mantineSheets, mantineSheetsHtml } from './app/mantine-head-styles.tsx';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { cssVariablesResolver, theme } from './app/theme.ts';
import { scriptSafeJson } from './components/seo/script-safe-json.ts';
import { fixedColorSchemeManager, type Theme } from './lib/color-scheme.ts';
import type { Locale } from './lib/locale.ts';
import { createQueryClient } from './lib/query-client.ts';
import { RenderContextProvider } from './lib/render-context.tsx';
import { installServerScope, type ServerScope } from './lib/server-scope.ts';
import { renderDocument } from './ssr/render-document.ts';
import { serverI18n } from './ssr/server-i18n.ts';
import { plainQueryErrors, type SsrState } from './ssr/ssr-state.ts';

/**
 * The public routes the server renders (issue 20). Everything else — sign-in, the account area, the
 * back office — needs the visitor's token, which lives in the browser's storage: the server sends
 * those the app's shell and the browser draws them (decision 028). Unknown addresses are rendered
 * too (the not-found page, 404).
 */
const SERVER_RENDERED = [
  '/',
  '/type/:type',
  '/v2/type/:segment',
  '/detail/:uid/:slug?',
  '/search',
  '/search/actors',
  '/req',
  '/scenebot',
  '/warezmode',
  '/page/:slug',
  '/privacy',
  '/term-of-service',
  '/support',
  '/rules',
  '/community',
];

/**
 * Mantine's two sheets (theme variables, responsive classes) at the end of the head, not inside
 * #root where the provider would write them (mantine-head-styles.tsx). They do not depend on the
 * language or the colour scheme: one string for every page.
 */
const MANTINE_SHEETS = mantineSheetsHtml(
  mantineSheets(mergeMantineTheme(DEFAULT_THEME, theme), cssVariablesResolver),
);

/** How many of the images React found worth preloading stay in the head. */
const PRELOADED_IMAGES = 2;

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The public origin (PUBLIC_URL), for canonical and OpenGraph addresses. */
  origin: string;
  locale: Locale;
  theme: Theme;
  /** Answers the app's API requests in-process (the server's `app.inject`). */
  fetch: ServerScope['fetch'];
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  /** Not a server-rendered route: the server sends the app's shell. */
  | { kind: 'client' }
  | {
      kind: 'page';
      status: number;
      head: string;
      body: string;
      state: string;
      /** Renders it took: 1, or 2 when the route's loader missed a query its render asked for. */
      renders: number;
      /** Whether the (last) render took React's stream: a part suspended (ssr/render-document.ts). */
      streamed: boolean;
      /** The query keys the loaders left for a second render (empty when it took one). */
      missed: string[];
    };

const scopes = new AsyncLocalStorage<ServerScope>();

/**
 * One static handler for the process: building it flattens and ranks the whole route tree (a twentieth
 * of a miss's CPU when it was built per request). It keeps no request's state: `query()` takes the
 * request, and a lazy route it resolves stays resolved for the next one.
 */
const handler = createStaticHandler(routes);
installServerScope(() => scopes.getStore());

function isServerRendered(pathname: string, leafPath: string | undefined): boolean {
  return leafPath === '*' || SERVER_RENDERED.some((path) => matchPath({ path, end: true }, pathname));
}

/**
 * The routes a request matched, as a tree of their own (the handler's route objects, ids kept). The
 * static router copies the whole tree it is given into a manifest on every request, a fortieth of a
 * render (issue 34), and a data router renders from the matches it is handed, not by matching again.
 */
function matchedBranch(matches: StaticHandlerContext['matches']): RouteObject[] {
  return matches.reduceRight<RouteObject[]>(
    // An index route may have no children at all, not even none.
    (children, { route }) => [
      { ...route, children: children.length > 0 ? children : undefined } as RouteObject,
    ],
    [],
  );
}

/** A query the page asked for that nobody has read yet (and that may be read: no disabled ones). */
function waiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * Renders one public page (decision 028, issue 34): React Router's static handler matches the route
 * tree the browser uses (resolving lazy routes, answering legacy addresses with their redirect) and
 * runs the routes' loaders, which read the page's queries in-process through the API; then React
 * renders the document once, hoisting each route's <title>, meta tags and links into its head.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient();
  // A failed read is the page's answer (a not-found state): not tried again, and a render after it
  // shows the failure instead of a loading state (the browser hydrates with the same rule).
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  const scope: ServerScope = { locale: request.locale, fetch: request.fetch, queryClient };
  return scopes.run(scope, () => renderInScope(request, queryClient));
}

async function renderInScope(request: RenderRequest, queryClient: QueryClient): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  // Runs the matched routes' loaders: they read the page's queries into queryClient (lib/route-data.ts).
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    return { kind: 'client' };
  }
  const leaf = context.matches.at(-1)?.route;
  if (!isServerRendered(url.pathname, leaf?.path)) return { kind: 'client' };

  const i18n = await serverI18n(request.locale);
  const router = createStaticRouter(matchedBranch(context.matches), context);
  const response = { status: context.statusCode };
  const app = () => (
    <StrictMode>
      <RenderContextProvider value={{ origin: request.origin, response }}>
        <AppProviders
          i18n={i18n}
          queryClient={queryClient}
          colorSchemeManager={fixedColorSchemeManager(request.theme)}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </RenderContextProvider>
    </StrictMode>
  );

  const document = () => {
    response.status = context.statusCode;
    return renderDocument(() => (
      <html lang={request.locale}>
        <head />
        <body>
          <div id="root">{app()}</div>
        </body>
      </html>
    ));
  };
  // One render: the loaders have read what it shows. A route without a loader (or a loader that
  // missed a read) leaves queries the render asked for and nobody read; those are read and the page
  // is rendered once more, so its content never depends on a loader being complete.
  let { html, streamed } = await document();
  let renders = 1;
  const missed = queryClient.getQueryCache().getAll().filter(waiting);
  if (missed.length > 0) {
    await Promise.all(
      missed.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
    );
    ({ html, streamed } = await document());
    renders = 2;
  }
  // React preloads every image it rendered; only the first ones (the page's largest paint: a
  // backdrop, the first cover) are worth competing with the page's scripts for the connection.
  let images = 0;
  const head =
    (/<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '').replace(
      /<link rel="preload" as="image"[^>]*\/>/g,
      (tag) => (++images <= PRELOADED_IMAGES ? tag : ''),
    ) + MANTINE_SHEETS;
  const bodyStart = html.indexOf('<div id="root">') + '<div id="root">'.length;
  const bodyEnd = html.lastIndexOf('</div></body>');
  const body = html.slice(bodyStart, bodyEnd);

  const errors = context.errors ? Object.values(context.errors) : [];
  const routeError = errors.find(isRouteErrorResponse);
  if (routeError) response.status = routeError.status;

  const queries: DehydratedState = plainQueryErrors(
    dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
  );
  const state: SsrState = {
    locale: request.locale,
    origin: request.origin,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    queries,
  };
  return {
    kind: 'page',
    status: response.status,
    head,
    body,
    state: `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${scriptSafeJson(state)}</script>`,
    renders,
    streamed,
    missed: missed.map((query) => JSON.stringify(query.queryKey)),
  };
}
