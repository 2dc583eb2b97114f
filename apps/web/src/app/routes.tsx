import { type RouteObject, redirect } from 'react-router';
import { accountRoutes } from '../features/account/routes.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { HomePage } from '../features/entries/pages/home-page.tsx';
import { entriesRoutes } from '../features/entries/routes.ts';
import { favoritesRoutes } from '../features/favorites/routes.tsx';
import { nfoRoutes } from '../features/nfo/routes.tsx';
import { pagesRoutes } from '../features/pages/routes.ts';
import { reviewsRoutes } from '../features/reviews/routes.tsx';
import { searchRoutes } from '../features/search/routes.tsx';
import { ticketsRoutes } from '../features/tickets/routes.tsx';
import { uploadsRoutes } from '../features/uploads/routes.tsx';
import { loadAllNamespaces } from '../lib/i18n.ts';
import { serverData } from '../lib/route-data.ts';
import { setPrefetchRoutes } from '../lib/route-prefetch.ts';
import { loadChunk } from '../pwa/chunk-load.ts';
import { dashboardRoutes } from './dashboard/dashboard-routes.tsx';
import { AppLoading } from './layouts/app-loading.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { loadFullStyles } from './styles/load-full-styles.ts';

/**
 * Every lazy page but home also waits for the whole Mantine sheet (home paints with the shell's
 * components only, see styles/shell-styles.ts) and for every locale namespace of the language in
 * use, so no page shows a component unstyled or a text key. Every chunk follows the spec §8 rule
 * (ChunkLoadError after 120 s or a failed fetch; the route error page offers a reload).
 */
function withFullStyles(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const wrapped = { ...route } as RouteObject;
    // The server renders with every text and the stylesheets named in the page (decision 028).
    if (typeof lazy === 'function' && !import.meta.env.SSR) {
      wrapped.lazy = (async (...args: Parameters<typeof lazy>) => {
        const page = loadChunk(() => lazy(...args));
        if (route.index) return page;
        const [result] = await Promise.all([page, loadChunk(loadFullStyles), loadAllNamespaces()]);
        return result;
      }) as typeof lazy;
    }
    if (children) wrapped.children = withFullStyles(children);
    return wrapped;
  }) as RouteObject[];
}

/**
 * Public pages at the spec's routes (§2). Pages but home load lazily, so each lands in its own chunk
 * under /app/js/; a feature adds its routes to this list.
 */
const pages: RouteObject[] = [
  // Home is the landing page: part of the entry script, so its first paint waits for no route chunk.
  {
    index: true,
    Component: HomePage,
    loader: serverData(async () => (await import('../features/entries/page-data.ts')).homeData),
  },
  // Spec §2: `/v2` is home's old address; a permanent redirect, answered by the server as a 301.
  { path: 'v2', loader: () => redirect('/', 301) },
  ...authRoutes,
  ...accountRoutes,
  ...dashboardRoutes,
  ...entriesRoutes,
  ...pagesRoutes,
  ...nfoRoutes,
  ...searchRoutes,
  ...favoritesRoutes,
  ...reviewsRoutes,
  ...ticketsRoutes,
  ...uploadsRoutes,
  {
    path: 'report/confirm/:token',
    lazy: async () => ({
      Component: (await import('../features/reports/pages/report-confirm-page.tsx')).ReportConfirmPage,
    }),
  },
  {
    path: 'type/:type',
    loader: serverData(async () => (await import('../features/entries/page-data.ts')).typeListingData),
    lazy: async () => ({
      Component: (await import('../features/entries/pages/type-listing-page.tsx')).TypeListingPage,
    }),
  },
  {
    path: 'detail/:uid/:slug?',
    loader: serverData(async () => (await import('../features/entries/page-data.ts')).detailData),
    lazy: async () => ({
      Component: (await import('../features/entries/pages/entry-detail-page.tsx')).EntryDetailPage,
    }),
  },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Each server-rendered route names its data in a loader, read before the page's one render.
    loader: serverData(async () => (await import('../components/share/page-data.ts')).layoutData),
    // Shown only while the first page's chunk loads on a cold start.
    hydrateFallbackElement: <AppLoading />,
    children: [
      // Pathless, so a failing page keeps the header and footer around its error message.
      { errorElement: <RouteErrorPage />, children: withFullStyles(pages) },
    ],
  },
];

// Links prefetch the route modules of their address from the same table (lib/route-prefetch.ts).
setPrefetchRoutes(routes);
