import type { RouteObject } from 'react-router';
import { RequireLogin } from '../../app/guards/require-login.tsx';

/** `myTickets` behind the login guard. */
export const ticketsRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      {
        path: 'myTickets',
        lazy: async () => ({ Component: (await import('./pages/my-tickets-page.tsx')).MyTicketsPage }),
      },
    ],
  },
];
