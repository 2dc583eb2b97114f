import { IconPackage } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** Packages (spec 02 §2 `pkg.edit`). */
export const packagesDashboard: DashboardFeature = {
  nav: [
    { to: 'packages', label: 'packages:nav', icon: IconPackage, action: 'package.list', group: 'catalogue' },
  ],
  routes: [
    {
      path: 'packages',
      lazy: async () => ({ Component: (await import('./dashboard/packages-page.tsx')).PackagesPage }),
    },
    // Named route `pkg.edit` (spec 02 §2): the list with the package's edit form open, linkable.
    {
      path: 'package/edit/:id',
      handle: { action: 'package.edit' },
      lazy: async () => ({ Component: (await import('./dashboard/packages-page.tsx')).PackagesPage }),
    },
  ],
};
