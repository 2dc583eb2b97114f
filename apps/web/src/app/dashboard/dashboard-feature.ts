import type { Action } from '@regal/shared';
import type { Icon } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';

/** One link in the dashboard navigation, shown only to roles the policy action allows. */
export interface DashboardNavItem {
  /** path below /dashboard, e.g. `entries` */
  to: string;
  /** i18n key with namespace, e.g. `entries:dashboard.nav.entries` */
  label: string;
  icon: Icon;
  /** the policy action that decides who sees the link (the route's server calls check it too) */
  action: Action;
  /** navigation group: catalogue, community, people, site, system */
  group: DashboardNavGroup;
}

export type DashboardNavGroup = 'overview' | 'catalogue' | 'community' | 'people' | 'site' | 'system';

/**
 * What a feature contributes to the dashboard: its navigation links and its routes (paths relative
 * to /dashboard). The shell lists the features in `dashboard-features.ts`, one line each.
 * Each route is guarded by a policy action: `handle: { action }` on the route, else the action of
 * the nav link with the same path (see `dashboard-routes.tsx`); a route with neither is refused.
 */
export interface DashboardFeature {
  nav: DashboardNavItem[];
  routes: RouteObject[];
}

/** The `handle` a dashboard route may carry to name the policy action that guards it. */
export interface DashboardRouteHandle {
  action: Action;
}
