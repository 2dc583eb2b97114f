import { Anchor, Group, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { AccountSections } from '../components/account-sections.tsx';

/** `settings/profile`: the signed-in user's account area. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  return (
    <PageContainer>
      <Group justify="space-between" align="center" my="lg" wrap="wrap">
        <Title order={1}>{t('page.title')}</Title>
        <Anchor component={Link} to="/settings/license" data-testid="profile-redeem-link">
          <Group gap={4} wrap="nowrap">
            <IconKey size={16} />
            {t('redeem.link')}
          </Group>
        </Anchor>
      </Group>
      <AccountSections />
    </PageContainer>
  );
}
