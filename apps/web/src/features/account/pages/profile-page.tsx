import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { AccountSections } from '../components/account-sections.tsx';

/** `settings/profile`: the signed-in user's account area. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  return (
    <PageContainer>
      <Title order={1} my="lg">
        {t('page.title')}
      </Title>
      <AccountSections />
    </PageContainer>
  );
}
