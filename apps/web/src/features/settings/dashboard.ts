import { IconBell, IconSettings } from '@tabler/icons-react';
import type { DashboardFeature } from '../../app/dashboard/dashboard-feature.ts';

/** App settings (admin) and the notification toggles. */
export const settingsDashboard: DashboardFeature = {
  nav: [
    {
      to: 'settings/app',
      label: 'appsettings:nav.app',
      icon: IconSettings,
      action: 'settings.app',
      group: 'system',
    },
    {
      to: 'settings/notification',
      label: 'appsettings:nav.notification',
      icon: IconBell,
      action: 'dashboard.view',
      group: 'system',
    },
  ],
  routes: [
    {
      path: 'settings/app',
      lazy: async () => ({ Component: (await import('./dashboard/app-settings-page.tsx')).AppSettingsPage }),
    },
    {
      path: 'settings/notification',
      lazy: async () => ({
        Component: (await import('./dashboard/notification-settings-page.tsx')).NotificationSettingsPage,
      }),
    },
  ],
};
