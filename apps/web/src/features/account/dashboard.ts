import { IconUserCircle } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** The dashboard's copy of the account area (spec 01 §2 `dashboard/settings/profile`). */
export const accountDashboard: DashboardFeature = {
  nav: [
    {
      to: 'settings/profile',
      label: 'dashboard:nav.profile',
      icon: IconUserCircle,
      action: 'dashboard.view',
      group: 'system',
    },
  ],
  routes: [
    {
      path: 'settings/profile',
      lazy: async () => ({
        Component: (await import('./pages/dashboard-profile-page.tsx')).DashboardProfilePage,
      }),
    },
  ],
};
