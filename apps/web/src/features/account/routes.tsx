import type { RouteObject } from 'react-router';
import { RequireLogin } from '../../app/guards/require-login.tsx';

/** `settings/profile` and `settings/license` (redeem a key) for every verified user (the dashboard's copy is in `dashboard.ts`). */
export const accountRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      {
        path: 'settings/profile',
        lazy: async () => ({ Component: (await import('./pages/profile-page.tsx')).ProfilePage }),
      },
      {
        path: 'settings/license',
        lazy: async () => ({ Component: (await import('./pages/redeem-key-page.tsx')).RedeemKeyPage }),
      },
    ],
  },
];
