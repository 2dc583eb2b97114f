import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APP_SETTING_GROUPS, type AppSetting, type AppSettingKey } from '@regal/shared';
import { IconArrowBackUp, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/feedback/unsaved-changes.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useAppSettings, useSaveAppSettings } from '../api/app-settings.ts';

type Draft = Partial<Record<AppSettingKey, string | null>>;

/**
 * `dashboard/settings/app` (admin): the operator settings that used to need a restart. A save
 * applies at once in every app process (decision 015); secrets are write-only.
 */
export function AppSettingsPage() {
  const { t } = useTranslation('appsettings');
  const query = useAppSettings();
  const save = useSaveAppSettings();
  const [draft, setDraft] = useState<Draft>({});
  const errors = isApiError(save.error) ? save.error.errors : {};
  const changed = Object.keys(draft).length;
  const unsaved = useUnsavedChanges(changed > 0);

  const shownValue = (setting: AppSetting) => {
    const pending = draft[setting.key];
    if (pending === null) return setting.kind === 'secret' ? '' : setting.default;
    if (pending !== undefined) return pending;
    return setting.kind === 'secret' ? '' : setting.value;
  };
  const set = (key: AppSettingKey, value: string | null) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const field = (setting: AppSetting) => {
    const label = t(`keys.${setting.key}.label`);
    const description = (
      <>
        {t(`keys.${setting.key}.help`)}{' '}
        {setting.kind !== 'bool' && (
          <Text span size="xs" c="dimmed">
            {t('default', { value: setting.default || t('empty') })}
          </Text>
        )}
      </>
    );
    const common = {
      label,
      description,
      error: errors[`values.${setting.key}`],
      'data-testid': `setting-${setting.key}`,
    };
    switch (setting.kind) {
      case 'bool':
        return (
          <Switch
            {...common}
            checked={shownValue(setting) === 'true'}
            onChange={(event) => set(setting.key, event.currentTarget.checked ? 'true' : 'false')}
          />
        );
      case 'int':
        return (
          <NumberInput
            {...common}
            value={shownValue(setting)}
            onChange={(value) => set(setting.key, String(value))}
            allowDecimal={false}
            allowNegative={false}
            maw={200}
          />
        );
      case 'secret':
        return (
          <PasswordInput
            {...common}
            placeholder={setting.value ? t('secretSet', { mask: setting.value }) : t('secretEmpty')}
            value={shownValue(setting)}
            onChange={(event) => set(setting.key, event.currentTarget.value)}
            autoComplete="off"
          />
        );
      case 'longtext':
        return (
          <Textarea
            {...common}
            value={shownValue(setting)}
            onChange={(event) => set(setting.key, event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={setting.max ?? undefined}
          />
        );
      default:
        return (
          <TextInput
            {...common}
            value={shownValue(setting)}
            onChange={(event) => set(setting.key, event.currentTarget.value)}
            maxLength={setting.max ?? undefined}
          />
        );
    }
  };

  if (query.isPending)
    return (
      <Stack gap="md" aria-busy>
        <Skeleton height={36} width={260} />
        <Skeleton height={240} />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {t('loadError')}
      </Alert>
    );

  const settings = query.data.settings;
  return (
    <Stack
      gap="lg"
      component="form"
      data-testid="app-settings-page"
      onSubmit={(event) => {
        event.preventDefault();
        // Empty secret fields mean "unchanged" (write-only), not "clear".
        const values = Object.fromEntries(
          Object.entries(draft).filter(([key, value]) => {
            const setting = settings.find((s) => s.key === key);
            return !(setting?.kind === 'secret' && value === '');
          }),
        );
        save.mutate(values, {
          onSuccess: (answer) => {
            setDraft({});
            notifications.show({ color: 'green', message: answer.message ?? t('saved') });
          },
        });
      }}
    >
      <Group justify="space-between" wrap="wrap">
        <Stack gap={2}>
          <Title order={1}>{t('title')}</Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </Stack>
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={16} />}
          disabled={changed === 0}
          loading={save.isPending}
          data-testid="app-settings-save"
        >
          {t('save', { count: changed })}
        </Button>
      </Group>
      {save.error && !Object.keys(errors).length && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
      {APP_SETTING_GROUPS.map((group) => (
        <Paper key={group} withBorder radius="md" p="lg">
          <Title order={3} mb="md">
            {t(`groups.${group}`)}
          </Title>
          <Stack gap="md">
            {settings
              .filter((setting) => setting.group === group)
              .map((setting) => (
                <Group key={setting.key} align="flex-start" wrap="wrap" gap="xs">
                  <div style={{ flex: '1 1 260px', minWidth: 0 }}>{field(setting)}</div>
                  {setting.stored && draft[setting.key] !== null && (
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      mt={22}
                      leftSection={<IconArrowBackUp size={14} />}
                      onClick={() => set(setting.key, null)}
                      aria-label={t('resetLabel', { name: t(`keys.${setting.key}.label`) })}
                    >
                      {t('reset')}
                    </Button>
                  )}
                </Group>
              ))}
          </Stack>
        </Paper>
      ))}
      {unsaved.dialog}
    </Stack>
  );
}
