import { IconKey } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

// The app composes the page with the packages feature's select (features do not import each other).
const page = async () => ({ Component: (await import('../../app/dashboard/keys-route.tsx')).KeysRoute });

/** Beta and license keys (admins). */
export const keysDashboard: DashboardFeature = {
  nav: [{ to: 'keys/beta', label: 'keys:nav', icon: IconKey, action: 'key.manage', group: 'people' }],
  routes: [
    { path: 'keys', lazy: page, handle: { action: 'key.manage' } },
    { path: 'keys/:kind', lazy: page, handle: { action: 'key.manage' } },
  ],
};
