import type { RouteObject } from 'react-router';
import { RequireLogin } from '../../app/guards/require-login.tsx';

/** `favorite` behind the login guard. */
export const favoritesRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      {
        path: 'favorite',
        lazy: async () => ({ Component: (await import('./pages/favorites-page.tsx')).FavoritesPage }),
      },
    ],
  },
];
