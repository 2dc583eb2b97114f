import { Stack, Switch } from '@mantine/core';
import { type AccountProfile, NOTIFICATION_SETTING_KEYS, type NotificationSettingKey } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { apiMessageOf } from '../../../lib/api-error.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { AccountSection } from './account-section.tsx';
import { notifyError, notifySuccess } from './notify.ts';

/** Spec 02 §3 Settings: four toggles, on by default, each saved as soon as it is flipped. */
export function NotificationSettingsSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile();

  const toggle = (key: NotificationSettingKey, value: boolean) =>
    update.mutate(
      { settings: { [key]: value } },
      {
        onSuccess: () => notifySuccess(t('notifications.saved')),
        onError: (error) => notifyError(apiMessageOf(error, t('common.networkError'))),
      },
    );

  return (
    <AccountSection title={t('notifications.title')} testId="account-notifications">
      <Stack gap="sm">
        {NOTIFICATION_SETTING_KEYS.map((key) => (
          <Switch
            key={key}
            label={t(`notifications.${key}`)}
            checked={profile.notifications[key]}
            disabled={update.isPending}
            onChange={(event) => toggle(key, event.currentTarget.checked)}
            data-testid={`toggle-${key}`}
          />
        ))}
      </Stack>
    </AccountSection>
  );
}
