import { IconStack2 } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** The admins' queue view (issue 13). */
export const jobsDashboard: DashboardFeature = {
  nav: [{ to: 'jobs', label: 'jobs:nav', icon: IconStack2, action: 'jobs.read', group: 'system' }],
  routes: [
    {
      path: 'jobs',
      lazy: async () => ({ Component: (await import('./dashboard/jobs-page.tsx')).JobsPage }),
    },
  ],
};
