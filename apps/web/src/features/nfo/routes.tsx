import type { RouteObject } from 'react-router';
import { RequireLogin } from '../../app/guards/require-login.tsx';

/** `nfo`: the NFO search as a page, for logged-in users (spec §2). */
export const nfoRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      { path: 'nfo', lazy: async () => ({ Component: (await import('./pages/nfo-page.tsx')).NfoPage }) },
    ],
  },
];
