import { IconFileText, IconGavel } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

const editor = () => import('./dashboard/page-edit-page.tsx');

/** Content pages with SEO data, and the rules (spec 02 §2 `page.edit`). */
export const pagesDashboard: DashboardFeature = {
  nav: [
    { to: 'pages', label: 'pages:nav.pages', icon: IconFileText, action: 'page.edit', group: 'site' },
    { to: 'rules', label: 'pages:nav.rules', icon: IconGavel, action: 'rules.edit', group: 'site' },
  ],
  routes: [
    {
      path: 'pages',
      lazy: async () => ({ Component: (await import('./dashboard/pages-list-page.tsx')).PagesListPage }),
    },
    {
      path: 'page/new',
      handle: { action: 'page.edit' },
      lazy: async () => ({ Component: (await editor()).PageEditPage }),
    },
    {
      path: 'page/edit/:id',
      handle: { action: 'page.edit' },
      lazy: async () => ({ Component: (await editor()).PageEditPage }),
    },
    {
      path: 'rules',
      lazy: async () => ({ Component: (await import('./dashboard/rules-page.tsx')).DashboardRulesPage }),
    },
    {
      path: 'rules/edit',
      handle: { action: 'rules.edit' },
      lazy: async () => ({ Component: (await editor()).RulesEditPage }),
    },
  ],
};
