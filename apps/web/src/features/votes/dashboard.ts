import { IconChartBar } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** Community polls (issue 12). */
export const votesDashboard: DashboardFeature = {
  nav: [
    { to: 'polls', label: 'votes:nav.polls', icon: IconChartBar, action: 'poll.manage', group: 'community' },
  ],
  routes: [
    {
      path: 'polls',
      lazy: async () => ({ Component: (await import('./dashboard/polls-page.tsx')).PollsPage }),
    },
  ],
};
