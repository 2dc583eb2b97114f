import { IconBox, IconTrash } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** Release screens of the dashboard: trash and the user's filecrypt containers. */
export const releasesDashboard: DashboardFeature = {
  nav: [
    {
      to: 'release/deleted',
      label: 'catalogue:nav.releaseTrash',
      icon: IconTrash,
      action: 'release.create',
      group: 'catalogue',
    },
    {
      to: 'myfilecrypt',
      label: 'catalogue:nav.myfilecrypt',
      icon: IconBox,
      action: 'container.listOwn',
      group: 'catalogue',
    },
  ],
  routes: [
    {
      path: 'release/deleted',
      lazy: async () => ({
        Component: (await import('./dashboard/pages/release-trash-page.tsx')).ReleaseTrashPage,
      }),
    },
    {
      path: 'myfilecrypt',
      lazy: async () => ({
        Component: (await import('./dashboard/pages/my-containers-page.tsx')).MyContainersPage,
      }),
    },
    {
      path: 'myfilecrypt/editor',
      handle: { action: 'filecrypt.use' },
      lazy: async () => ({
        Component: (await import('./dashboard/pages/container-editor-page.tsx')).ContainerEditorPage,
      }),
    },
  ],
};
