import type { RouteObject } from 'react-router';
import { RequireLogin } from '../../app/guards/require-login.tsx';

/** `myUploads` behind the login guard. */
export const uploadsRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      {
        path: 'myUploads',
        lazy: async () => ({ Component: (await import('./pages/my-uploads-page.tsx')).MyUploadsPage }),
      },
    ],
  },
];
