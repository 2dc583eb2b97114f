import { Alert, Loader } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session.tsx';
import { exchangeOAuthCode } from '../api/oauth-exchange.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * auth/oauth/done#code=…: the server's OAuth callback leaves a one-time code that only this
 * browser (holding the flow cookie) can exchange for the new session.
 */
export function OAuthDonePage() {
  const { t } = useTranslation('auth');
  const { login } = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
    // The code must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    if (!code) {
      setFailed(true);
      return;
    }
    exchangeOAuthCode(code)
      .then(({ token }) => login(token, false))
      .then((user) => navigate(user['2fa_verified'] ? '/' : '/login', { replace: true }))
      .catch(() => setFailed(true));
  }, [login, navigate]);

  return (
    <AuthCard title={t('oauth.title')} testId="oauth-done-page">
      {failed ? <Alert color="red">{t('oauth.failed')}</Alert> : <Loader type="dots" />}
    </AuthCard>
  );
}
