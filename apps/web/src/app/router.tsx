import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.tsx';
import { authRoutes } from '../features/auth/routes.tsx';
import { entriesRoutes } from '../features/entries/routes.tsx';
import { favoritesRoutes } from '../features/favorites/routes.tsx';
import { nfoRoutes } from '../features/nfo/routes.tsx';
import { pagesRoutes } from '../features/pages/routes.tsx';
import { reviewsRoutes } from '../features/reviews/routes.tsx';
import { searchRoutes } from '../features/search/routes.tsx';
import { ticketsRoutes } from '../features/tickets/routes.tsx';
import { uploadsRoutes } from '../features/uploads/routes.tsx';
import { dashboardRoutes } from './dashboard/dashboard-routes.tsx';
import { AppLoading } from './layouts/app-loading.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';

/**
 * Public pages at the spec's routes (§2). Pages load lazily, so each lands in its own chunk under
 * /app/js/; a feature adds its routes to this list.
 */
const pages: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/entries/pages/home-page.tsx')).HomePage }),
  },
  { path: 'v2', element: <Navigate to="/" replace /> },
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
    path: 'type/:type',
    lazy: async () => ({
      Component: (await import('../features/entries/pages/type-listing-page.tsx')).TypeListingPage,
    }),
  },
  {
    path: 'detail/:uid/:slug?',
    lazy: async () => ({
      Component: (await import('../features/entries/pages/entry-detail-page.tsx')).EntryDetailPage,
    }),
  },
  { path: '*', element: <NotFoundPage /> },
];

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Shown only while the first page's chunk loads on a cold start.
    hydrateFallbackElement: <AppLoading />,
    children: [
      // Pathless, so a failing page keeps the header and footer around its error message.
      { errorElement: <RouteErrorPage />, children: pages },
    ],
  },
];

export const router = createBrowserRouter(routes);
