import { IconAlertTriangle } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** The user's own strikes inside the dashboard (account area copy). */
export const strikesDashboard: DashboardFeature = {
  nav: [
    {
      to: 'settings/strikes',
      label: 'strikes:nav',
      icon: IconAlertTriangle,
      action: 'strike.readOwn',
      group: 'system',
    },
  ],
  routes: [
    {
      path: 'settings/strikes',
      lazy: async () => ({ Component: (await import('./pages/my-strikes-page.tsx')).MyStrikesPage }),
    },
  ],
};
