import { Alert, Button, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.tsx';
import { useConfirmEmailChange } from '../api/confirm-email-change.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * auth/email/confirm?token=…: the link mailed to the new address (decision 044). Works logged in
 * or not; the server answers 410 for an expired link, 400 for an unknown or used one, and a 400 on
 * `email` when another account took the address meanwhile.
 */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useConfirmEmailChange();
  const queryClient = useQueryClient();
  const { user, refetch } = useSession();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutation.mutate(
      { token },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: ['account'] });
          void refetch();
        },
      },
    );
  }, [token, mutation, queryClient, refetch]);

  const error = mutation.error;
  const expired = isApiError(error) && error.status === 410;
  const taken = isApiError(error) ? error.errors.email : undefined;
  const state = !token
    ? 'invalid'
    : mutation.isSuccess
      ? 'done'
      : expired
        ? 'expired'
        : error
          ? 'invalid'
          : null;
  const again = (
    <Button component={Link} to={user ? '/settings/profile' : '/login'} variant="default">
      {user ? t('emailConfirm.toProfile') : t('verify.toLogin')}
    </Button>
  );

  return (
    <AuthCard title={t('emailConfirm.title')} testId="email-confirm-page">
      {state === null && <Loader type="dots" />}
      {state === 'done' && (
        <>
          <Alert color="green" data-testid="email-confirm-done">
            {t('emailConfirm.done')}
          </Alert>
          {again}
        </>
      )}
      {state === 'expired' && (
        <>
          <Alert color="orange" data-testid="email-confirm-expired">
            {t('emailConfirm.expired')}
          </Alert>
          {again}
        </>
      )}
      {state === 'invalid' && (
        <>
          <Alert color="red" data-testid="email-confirm-invalid">
            {taken ?? (isApiError(error) || !error ? t('emailConfirm.invalid') : t('emailConfirm.network'))}
          </Alert>
          {again}
        </>
      )}
    </AuthCard>
  );
}
