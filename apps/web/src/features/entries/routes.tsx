import { Navigate, type RouteObject, useParams } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** Legacy detail addresses (`/entry/{uid}`, `/detail/v2/{uid}/{slug}`, …) land on `detail/{uid}/{slug}`. */
function LegacyDetailRedirect() {
  const { uid = '', slug } = useParams();
  return <Navigate to={paths.detail(uid, slug)} replace />;
}

/** The entries feature's routes besides home, type listing and detail (those sit in the router). */
export const entriesRoutes: RouteObject[] = [
  {
    path: 'v2/type/:segment',
    lazy: async () => ({
      Component: (await import('./pages/legacy-listing-page.tsx')).LegacyListingPage,
    }),
  },
  {
    path: 'warezmode',
    lazy: async () => ({ Component: (await import('./pages/warezmode-page.tsx')).WarezmodePage }),
  },
  { path: 'entry/:uid/:slug?', element: <LegacyDetailRedirect /> },
  { path: 'detail/v2/:uid/:slug?', element: <LegacyDetailRedirect /> },
  { path: 'detail/v3/:uid/:slug?', element: <LegacyDetailRedirect /> },
  { path: 'v2/detail/:uid/:slug?', element: <LegacyDetailRedirect /> },
];
