import { IconFlag } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** The report queue (issue 12). */
export const reportsDashboard: DashboardFeature = {
  nav: [
    {
      to: 'reports',
      label: 'reports:nav.reports',
      icon: IconFlag,
      action: 'report.moderate',
      group: 'community',
    },
  ],
  routes: [
    {
      path: 'reports',
      lazy: async () => ({ Component: (await import('./dashboard/report-queue-page.tsx')).ReportQueuePage }),
    },
  ],
};
