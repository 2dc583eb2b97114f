import { IconHistory, IconTimeline } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** The audit log (admins) and the changelog timeline (staff). */
export const auditDashboard: DashboardFeature = {
  nav: [
    {
      to: 'changelog',
      label: 'audit:nav.changelog',
      icon: IconTimeline,
      action: 'changelog.read',
      group: 'overview',
    },
    { to: 'audit', label: 'audit:nav.audit', icon: IconHistory, action: 'audit.read', group: 'system' },
  ],
  routes: [
    {
      path: 'audit',
      lazy: async () => ({ Component: (await import('./dashboard/audit-page.tsx')).AuditPage }),
    },
    {
      path: 'changelog',
      lazy: async () => ({ Component: (await import('./dashboard/changelog-page.tsx')).ChangelogPage }),
    },
  ],
};
