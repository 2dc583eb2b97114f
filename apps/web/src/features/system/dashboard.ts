import { IconServerCog } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** The admin's system page: mail configured or not, database, proxy trust (decision 013). */
export const systemDashboard: DashboardFeature = {
  nav: [
    {
      to: 'system',
      label: 'system:nav',
      icon: IconServerCog,
      action: 'system.status',
      group: 'system',
    },
  ],
  routes: [
    {
      path: 'system',
      lazy: async () => ({
        Component: (await import('./dashboard/system-status-page.tsx')).SystemStatusPage,
      }),
    },
  ],
};
