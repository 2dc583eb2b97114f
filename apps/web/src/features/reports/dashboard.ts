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
      // The app composes the queue with the strikes feature's pending panel (features do not import each other).
      lazy: async () => ({
        Component: (await import('../../app/dashboard/report-queue-route.tsx')).ReportQueueRoute,
      }),
    },
  ],
};
