import { IconUpload } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** The release queue (issue 12): uploads waiting for a moderator. */
export const uploadsDashboard: DashboardFeature = {
  nav: [
    {
      to: 'uploads',
      label: 'uploads:nav.queue',
      icon: IconUpload,
      action: 'upload.moderate',
      group: 'catalogue',
    },
  ],
  routes: [
    {
      path: 'uploads',
      lazy: async () => ({ Component: (await import('./dashboard/upload-queue-page.tsx')).UploadQueuePage }),
    },
  ],
};
