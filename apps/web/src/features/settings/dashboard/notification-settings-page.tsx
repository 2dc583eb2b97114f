import { Alert, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccountProfile } from '../../account/api/get-account-profile.ts';
import { NotificationSettingsSection } from '../../account/components/notification-settings-section.tsx';

/** `dashboard/settings/notification`: the notification toggles of spec 02 §2 inside the dashboard. */
export function NotificationSettingsPage() {
  const { t } = useTranslation('appsettings');
  const profile = useAccountProfile();
  return (
    <Stack gap="lg" maw={640} data-testid="notification-settings-page">
      <Title order={1}>{t('notification.title')}</Title>
      {profile.isPending ? (
        <Loader aria-label={t('loading')} />
      ) : profile.isError ? (
        <Alert color="red">{t('loadError')}</Alert>
      ) : (
        <NotificationSettingsSection profile={profile.data} />
      )}
    </Stack>
  );
}
