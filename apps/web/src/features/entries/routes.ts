import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { serverData } from '../../lib/route-data.ts';

/**
 * Legacy detail addresses (`/entry/{uid}`, `/detail/v2/{uid}/{slug}`, …) land on `detail/{uid}/{slug}`:
 * a loader's permanent redirect, so the server answers them with a 301 and the browser router
 * follows the same rule (decision 028).
 */
const legacyDetail = ({ params }: LoaderFunctionArgs) =>
  redirect(paths.detail(params.uid ?? '', params.slug), 301);

/** The entries feature's routes besides home, type listing and detail (those sit in the router). */
export const entriesRoutes: RouteObject[] = [
  {
    path: 'v2/type/:segment',
    loader: serverData(async () => (await import('./page-data.ts')).legacyListingData),
    lazy: async () => ({
      Component: (await import('./pages/legacy-listing-page.tsx')).LegacyListingPage,
    }),
  },
  {
    path: 'warezmode',
    loader: serverData(async () => (await import('./page-data.ts')).warezmodeData),
    lazy: async () => ({ Component: (await import('./pages/warezmode-page.tsx')).WarezmodePage }),
  },
  { path: 'entry/:uid/:slug?', loader: legacyDetail },
  { path: 'detail/v2/:uid/:slug?', loader: legacyDetail },
  { path: 'detail/v3/:uid/:slug?', loader: legacyDetail },
  { path: 'v2/detail/:uid/:slug?', loader: legacyDetail },
];
