import { canSeeDashboard } from '@regal/shared';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../../app/guards/require-login.tsx';
import { RequireRole } from '../../app/guards/require-role.tsx';

/** `settings/profile` for every verified user; the dashboard's copy for admin, mod and upper. */
export const accountRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      {
        path: 'settings/profile',
        lazy: async () => ({ Component: (await import('./pages/profile-page.tsx')).ProfilePage }),
      },
    ],
  },
  {
    element: <RequireRole allow={canSeeDashboard} />,
    children: [
      {
        path: 'dashboard/settings/profile',
        lazy: async () => ({
          Component: (await import('./pages/dashboard-profile-page.tsx')).DashboardProfilePage,
        }),
      },
    ],
  },
];
