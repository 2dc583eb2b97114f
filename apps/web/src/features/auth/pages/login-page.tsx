import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.tsx';
import { clearToken } from '../../../lib/session-token.ts';
import { useLoginMutation } from '../api/login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { fieldErrorsOf, generalErrorOf } from '../components/form-errors.ts';
import { OAuthButtons } from '../components/oauth-buttons.tsx';
import { TwoFactorStep } from '../components/two-factor-step.tsx';

export type LoginVariant = 'default' | 'required' | 'alreadyRegistered';

/** login, login.req (a page needed a login) and login.alreadyRegistered share this form. */
export function LoginPage({ variant = 'default' }: { variant?: LoginVariant }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const session = useSession();
  const loginMutation = useLoginMutation();
  const [form, setForm] = useState({ login: '', password: '', remember: false, code: '' });
  // Decision 040: a lock on new addresses can be passed with the 2FA code; the field shows once
  // the server answered 429.
  const [askCode, setAskCode] = useState(false);
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const done = () => navigate(from, { replace: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A new login always gets a new token; an old one must not ride along.
    clearToken();
    const { code, ...credentials } = form;
    const body = code.trim() ? { ...credentials, code: code.trim() } : credentials;
    loginMutation.mutate(body, {
      onError: (error) => {
        if (isApiError(error) && error.status === 429) setAskCode(true);
      },
      onSuccess: async (answer) => {
        const user = await session.login(answer.token, form.remember);
        if (!answer.two_factor_required && user.gain_access === 1) done();
      },
    });
  };

  const errors = fieldErrorsOf(loginMutation.error);
  const oauthError = params.get('oauth_error');
  return (
    <AuthCard title={t('login.title')} testId="login-page">
      {variant === 'required' && <Alert color="blue">{t('login.required')}</Alert>}
      {variant === 'alreadyRegistered' && <Alert color="blue">{t('login.alreadyRegistered')}</Alert>}
      {oauthError && <Alert color="red">{oauthError}</Alert>}
      {session.twoFactorPending ? (
        <TwoFactorStep onDone={done} />
      ) : (
        <form onSubmit={submit}>
          <Stack gap="sm">
            {loginMutation.isError && !Object.keys(errors).length && (
              <Alert color="red" data-testid="login-error">
                {generalErrorOf(loginMutation.error, t)}
              </Alert>
            )}
            <TextInput
              label={t('login.login')}
              value={form.login}
              onChange={(e) => setForm({ ...form, login: e.currentTarget.value })}
              autoComplete="username"
              required
              error={errors.login}
              data-testid="login-name"
            />
            <PasswordInput
              label={t('fields.password')}
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.currentTarget.value })}
              autoComplete="current-password"
              required
              error={errors.password}
              data-testid="login-password"
            />
            {askCode && (
              <TextInput
                label={t('unlock.codeLabel')}
                description={t('unlock.codeHint')}
                value={form.code}
                onChange={(e) => setForm({ ...form, code: e.currentTarget.value })}
                autoComplete="one-time-code"
                inputMode="numeric"
                error={errors.code}
                data-testid="login-code"
              />
            )}
            <Group justify="space-between">
              <Checkbox
                label={t('login.remember')}
                checked={form.remember}
                onChange={(e) => setForm({ ...form, remember: e.currentTarget.checked })}
                data-testid="login-remember"
              />
              <Anchor component={Link} to="/password/forgot" size="sm">
                {t('login.forgot')}
              </Anchor>
            </Group>
            <Button type="submit" loading={loginMutation.isPending} data-testid="login-submit">
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <OAuthButtons />
      <Group justify="space-between">
        <Anchor component={Link} to="/register" size="sm">
          {t('login.toRegister')}
        </Anchor>
        <Anchor component={Link} to="/auth/verify/resend" size="sm">
          {t('login.toResend')}
        </Anchor>
      </Group>
    </AuthCard>
  );
}

export function LoginRequiredPage() {
  return <LoginPage variant="required" />;
}

export function LoginAlreadyRegisteredPage() {
  return <LoginPage variant="alreadyRegistered" />;
}
