import { canSeeDashboard } from '@regal/shared';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../guards/require-role.tsx';
import { dashboardFeatures } from './dashboard-features.ts';

/**
 * `/dashboard/*` for admin, mod and upper (guests go to login.req, other users see the 403 page).
 * Each screen's own calls are checked by the server again; finer role rules per screen are
 * `RequireRole` elements inside the feature's routes.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    element: <RequireRole allow={canSeeDashboard} />,
    children: [
      {
        // A lazy chunk: staff screens and their styles never weigh on the public pages.
        lazy: async () => ({ Component: (await import('./dashboard-layout.tsx')).DashboardLayout }),
        children: dashboardFeatures.flatMap((f) => f.routes),
      },
    ],
  },
];
