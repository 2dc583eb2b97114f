import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';

/** register/done: the mail is on its way. */
export function RegisterDonePage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('registerDone.title')} testId="register-done-page">
      <Alert color="green">{t('registerDone.text')}</Alert>
      <Anchor component={Link} to="/auth/verify/resend" size="sm">
        {t('login.toResend')}
      </Anchor>
    </AuthCard>
  );
}

/** login.notVerified: the account exists but the address is not confirmed yet. */
export function NotVerifiedPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('notVerified.title')} testId="not-verified-page">
      <Text>{t('notVerified.text')}</Text>
      <Button component={Link} to="/auth/verify/resend">
        {t('notVerified.resend')}
      </Button>
    </AuthCard>
  );
}
