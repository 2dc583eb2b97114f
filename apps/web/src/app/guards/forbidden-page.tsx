import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../components/feedback/status-page.tsx';

/** Spec §6: role guards send to a 403 page. */
export function ForbiddenPage() {
  const { t } = useTranslation('auth');
  return (
    <StatusPage
      code="403"
      title={t('forbidden.title')}
      text={t('forbidden.text')}
      testId="forbidden-page"
      actions={
        <Button component={Link} to="/">
          {t('forbidden.home')}
        </Button>
      }
    />
  );
}
