import { IconTicket } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** Spec 01 §2 `dashboard/tickets`. */
export const ticketsDashboard: DashboardFeature = {
  nav: [
    {
      to: 'tickets',
      label: 'tickets:nav.tickets',
      icon: IconTicket,
      action: 'ticket.list',
      group: 'community',
    },
  ],
  routes: [
    {
      path: 'tickets',
      lazy: async () => ({ Component: (await import('./dashboard/tickets-page.tsx')).TicketsPage }),
    },
  ],
};
