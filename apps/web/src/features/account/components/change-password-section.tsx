import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { ACCOUNT_PASSWORD_MIN_LENGTH, PASSWORD_CHANGE_BUTTON_MIN } from '@regal/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AccountSection } from './account-section.tsx';
import { notifySuccess } from './notify.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * Spec 02 §5: the button is enabled once both new fields have at least 4 characters and match.
 * The server asks for 8 (decision 008), which the hint says up front; its field errors show here.
 */
export function ChangePasswordSection() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const errors = isApiError(change.error) ? change.error.errors : {};
  const ready =
    values.current_password.length > 0 &&
    values.password.length >= PASSWORD_CHANGE_BUTTON_MIN &&
    values.password === values.password_confirmation;
  const mismatch =
    values.password_confirmation.length >= PASSWORD_CHANGE_BUTTON_MIN &&
    values.password !== values.password_confirmation;

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      // Read now: React clears currentTarget before a functional update runs.
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
    name,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    change.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        notifySuccess(t('password.password_changed'));
      },
    });
  };

  return (
    <AccountSection
      title={t('password.title')}
      description={t('password.hint', { min: ACCOUNT_PASSWORD_MIN_LENGTH })}
      testId="account-password"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            {...field('current_password')}
          />
          <PasswordInput label={t('password.new')} autoComplete="new-password" {...field('password')} />
          <PasswordInput
            label={t('password.confirmation')}
            autoComplete="new-password"
            {...field('password_confirmation')}
            error={errors.password_confirmation ?? (mismatch ? t('password.mismatch') : undefined)}
          />
          {change.isError && (
            <Alert color="red" variant="light" data-testid="password-error">
              {/* A 429 says how long to wait; the generic line would hide that. */}
              {isApiError(change.error) && change.error.status === 429
                ? change.error.message
                : t('password.password_change_failed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={!ready} loading={change.isPending} data-testid="password-submit">
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}
