import { type Action, canSeeDashboard } from '@regal/shared';
import type { RouteObject } from 'react-router';
import { RequireAction } from '../guards/require-action.tsx';
import { RequireRole } from '../guards/require-role.tsx';
import type { DashboardFeature, DashboardRouteHandle } from './dashboard-feature.ts';
import { dashboardFeatures } from './dashboard-features.ts';

/** The policy action of a route: its own `handle.action`, else the nav link with the same path. */
function actionOf(route: RouteObject, feature: DashboardFeature): Action {
  const handle = route.handle as Partial<DashboardRouteHandle> | undefined;
  if (handle?.action) return handle.action;
  const path = route.index ? '' : (route.path ?? '');
  const link = feature.nav.find((item) => item.to === path);
  if (!link) throw new Error(`dashboard route "${path}" names no policy action`);
  return link.action;
}

/** Each screen inside a pathless guard route, so a role the policy refuses sees the 403 page. */
const guardedRoutes: RouteObject[] = dashboardFeatures.flatMap((feature) =>
  feature.routes.map((route) => ({
    element: <RequireAction action={actionOf(route, feature)} />,
    children: [route],
  })),
);

/**
 * `/dashboard/*` for admin, mod and upper (guests go to login.req, other users see the 403 page).
 * Each screen is guarded by its policy action (`RequireAction`); the server checks its calls again.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    element: <RequireRole allow={canSeeDashboard} />,
    children: [
      {
        // A lazy chunk: staff screens and their styles never weigh on the public pages.
        lazy: async () => ({ Component: (await import('./dashboard-layout.tsx')).DashboardLayout }),
        children: guardedRoutes,
      },
    ],
  },
];
