import { Alert, Button, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session.tsx';
import { useVerifyEmailMutation } from '../api/verify-email.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** auth/verify/email/{id?}/{hash}?expires=…: confirms the address from the mailed link. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { id, hash } = useParams();
  const [params] = useSearchParams();
  const { refetch, isLoggedIn } = useSession();
  const mutation = useVerifyEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !id || !hash) return;
    sent.current = true;
    mutation.mutate(
      { id: Number(id), hash, expires: Number(params.get('expires') ?? 0) },
      { onSuccess: () => void refetch() },
    );
  }, [id, hash, params, mutation, refetch]);

  return (
    <AuthCard title={t('verify.title')} testId="verify-page">
      {mutation.isPending && <Loader type="dots" />}
      {(!id || !hash || mutation.isError) && (
        <>
          <Alert color="red" data-testid="verify-failed">
            {t('verify.failed')}
          </Alert>
          <Button component={Link} to="/auth/verify/resend" variant="default">
            {t('notVerified.resend')}
          </Button>
        </>
      )}
      {mutation.isSuccess && (
        <>
          <Alert color="green" data-testid="verify-done">
            {t('verify.done')}
          </Alert>
          <Button component={Link} to={isLoggedIn ? '/' : '/login'}>
            {isLoggedIn ? t('verify.toHome') : t('verify.toLogin')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
