import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountSections } from '../components/account-sections.tsx';

/** `dashboard/settings/profile`: the account sections inside the dashboard shell. */
export function DashboardProfilePage() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="lg" data-testid="dashboard-profile">
      <Title order={1}>{t('page.title')}</Title>
      <AccountSections />
    </Stack>
  );
}
