import { Alert, Button, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useUnlockMutation } from '../api/unlock.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * auth/unlock?token=…: the link of the lock mail (decision 040). Opening it lets this browser's
 * address log in again while strangers' addresses stay locked; the password is still needed.
 */
export function UnlockPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useUnlockMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutation.mutate({ token });
  }, [token, mutation]);

  return (
    <AuthCard title={t('unlock.title')} testId="unlock-page">
      {mutation.isPending && <Loader type="dots" />}
      {(!token || mutation.isError) && (
        <>
          <Alert color="red" data-testid="unlock-failed">
            {t('unlock.failed')}
          </Alert>
          <Button component={Link} to="/password/forgot" variant="default">
            {t('login.forgot')}
          </Button>
        </>
      )}
      {mutation.isSuccess && (
        <>
          <Alert color="green" data-testid="unlock-done">
            {t('unlock.done')}
          </Alert>
          <Button component={Link} to="/login">
            {t('verify.toLogin')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
