import { IconUsers, IconUsersGroup } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** Members (mods and admins) and the organisation's employees (admins). */
export const membersDashboard: DashboardFeature = {
  nav: [
    { to: 'members', label: 'members:nav.members', icon: IconUsers, action: 'member.list', group: 'people' },
    {
      to: 'employees',
      label: 'members:nav.employees',
      icon: IconUsersGroup,
      action: 'member.employees',
      group: 'people',
    },
  ],
  routes: [
    {
      path: 'members',
      lazy: async () => ({ Component: (await import('./dashboard/members-page.tsx')).MembersPage }),
    },
    {
      path: 'employees',
      lazy: async () => ({ Component: (await import('./dashboard/employees-page.tsx')).EmployeesPage }),
    },
  ],
};
