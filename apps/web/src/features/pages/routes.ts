import { type RouteObject, redirect } from 'react-router';
import { serverData } from '../../lib/route-data.ts';

const contentPages = () => import('./pages/content-page.tsx');
const content = (slug?: string) => serverData(async () => (await import('./page-data.ts')).contentData(slug));

/** Content pages (`page/{slug}`, privacy, terms, support) and the community page. */
export const pagesRoutes: RouteObject[] = [
  {
    path: 'page/:slug',
    loader: content(),
    lazy: async () => ({ Component: (await contentPages()).ContentPage }),
  },
  {
    path: 'privacy',
    loader: content('privacy'),
    lazy: async () => ({ Component: (await contentPages()).PrivacyPage }),
  },
  {
    path: 'term-of-service',
    loader: content('term-of-service'),
    lazy: async () => ({ Component: (await contentPages()).TermsPage }),
  },
  {
    path: 'support',
    loader: content('support'),
    lazy: async () => ({ Component: (await contentPages()).SupportPage }),
  },
  {
    path: 'rules',
    loader: content('rules'),
    lazy: async () => ({ Component: (await contentPages()).RulesPage }),
  },
  {
    path: 'community',
    loader: serverData(async () => (await import('./page-data.ts')).communityData),
    lazy: async () => ({ Component: (await import('./pages/community-page.tsx')).CommunityPage }),
  },
  // Spec §2: a permanent redirect (301 from the server).
  { path: 'community/vote', loader: () => redirect('/community', 301) },
];
