import { type RouteObject, redirect } from 'react-router';

const contentPages = () => import('./pages/content-page.tsx');

/** Content pages (`page/{slug}`, privacy, terms, support) and the community page. */
export const pagesRoutes: RouteObject[] = [
  { path: 'page/:slug', lazy: async () => ({ Component: (await contentPages()).ContentPage }) },
  { path: 'privacy', lazy: async () => ({ Component: (await contentPages()).PrivacyPage }) },
  { path: 'term-of-service', lazy: async () => ({ Component: (await contentPages()).TermsPage }) },
  { path: 'support', lazy: async () => ({ Component: (await contentPages()).SupportPage }) },
  { path: 'rules', lazy: async () => ({ Component: (await contentPages()).RulesPage }) },
  {
    path: 'community',
    lazy: async () => ({ Component: (await import('./pages/community-page.tsx')).CommunityPage }),
  },
  // Spec §2: a permanent redirect (301 from the server).
  { path: 'community/vote', loader: () => redirect('/community', 301) },
];
