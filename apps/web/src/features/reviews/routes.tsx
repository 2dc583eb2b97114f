import type { RouteObject } from 'react-router';
import { RequireLogin } from '../../app/guards/require-login.tsx';

/** `myReviews` behind the login guard. */
export const reviewsRoutes: RouteObject[] = [
  {
    element: <RequireLogin />,
    children: [
      {
        path: 'myReviews',
        lazy: async () => ({ Component: (await import('./pages/my-reviews-page.tsx')).MyReviewsPage }),
      },
    ],
  },
];
