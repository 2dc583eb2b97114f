import { IconLinkOff } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** Dead hoster links (issue 13): the list, and one entry's links with "check now". */
export const linkHealthDashboard: DashboardFeature = {
  nav: [
    { to: 'links', label: 'link-health:nav', icon: IconLinkOff, action: 'links.read', group: 'catalogue' },
  ],
  routes: [
    {
      path: 'links',
      lazy: async () => ({ Component: (await import('./dashboard/link-list-page.tsx')).LinkListPage }),
    },
    {
      path: 'links/entry/:uid',
      handle: { action: 'links.read' },
      lazy: async () => ({ Component: (await import('./dashboard/entry-links-page.tsx')).EntryLinksPage }),
    },
  ],
};
