import { IconMessageStar, IconStar } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** Spec 01 §2 `dashboard/reviews` (staff) and `dashboard/myreviews`. */
export const reviewsDashboard: DashboardFeature = {
  nav: [
    {
      to: 'reviews',
      label: 'reviews:nav.reviews',
      icon: IconMessageStar,
      action: 'review.list',
      group: 'community',
    },
    {
      to: 'myreviews',
      label: 'reviews:nav.myReviews',
      icon: IconStar,
      action: 'dashboard.view',
      group: 'community',
    },
  ],
  routes: [
    {
      path: 'reviews',
      lazy: async () => ({ Component: (await import('./dashboard/reviews-page.tsx')).ReviewsPage }),
    },
    {
      path: 'myreviews',
      lazy: async () => ({ Component: (await import('./pages/my-reviews-page.tsx')).DashboardMyReviewsPage }),
    },
  ],
};
