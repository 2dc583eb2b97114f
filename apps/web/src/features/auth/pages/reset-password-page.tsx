import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResetPasswordMutation } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { fieldErrorsOf, generalErrorOf, validateCredentials } from '../components/form-errors.ts';

/** auth/password/reset?token=…: the link from the forgot-password mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useResetPasswordMutation();
  const [form, setForm] = useState({ password: '', password_confirmation: '' });
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateCredentials(t, {
      password: form.password,
      confirmation: form.password_confirmation,
    });
    setLocalErrors(errors);
    if (Object.keys(errors).length) return;
    mutation.mutate(
      { token, ...form },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('reset.done') });
          navigate('/login');
        },
      },
    );
  };
  const errors = { ...fieldErrorsOf(mutation.error), ...localErrors };
  return (
    <AuthCard title={t('reset.title')} testId="reset-page">
      {!token && <Alert color="red">{t('reset.noToken')}</Alert>}
      {errors.token && <Alert color="red">{t('reset.badToken')}</Alert>}
      {mutation.isError && !Object.keys(errors).length && (
        <Alert color="red">{generalErrorOf(mutation.error, t)}</Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={t('fields.newPassword')}
            description={t('register.passwordHint')}
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.currentTarget.value })}
            error={errors.password}
            data-testid="reset-password"
          />
          <PasswordInput
            label={t('fields.passwordConfirmation')}
            autoComplete="new-password"
            value={form.password_confirmation}
            onChange={(e) => setForm({ ...form, password_confirmation: e.currentTarget.value })}
            error={errors.password_confirmation}
            data-testid="reset-confirmation"
          />
          <Button type="submit" disabled={!token} loading={mutation.isPending} data-testid="reset-submit">
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
