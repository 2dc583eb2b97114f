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
      // The app composes the lists with the strikes feature's dialog (features do not import each other).
      lazy: async () => ({ Component: (await import('../../app/dashboard/members-route.tsx')).MembersRoute }),
    },
    {
      path: 'employees',
      lazy: async () => ({
        Component: (await import('../../app/dashboard/employees-route.tsx')).EmployeesRoute,
      }),
    },
  ],
};
