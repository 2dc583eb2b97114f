import { Badge, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container.tsx';
import { AccountSections } from '../components/account-sections.tsx';

/**
 * `dashboard/settings/profile`: the same account sections inside a simple dashboard frame
 * (a side navigation the dashboard issues will fill).
 */
export function DashboardProfilePage() {
  const { t } = useTranslation('account');
  return (
    <PageContainer>
      <Group align="flex-start" gap="lg" wrap="nowrap" my="lg" data-testid="dashboard-frame">
        <Paper
          withBorder
          radius="md"
          p="xs"
          w={220}
          visibleFrom="md"
          component="nav"
          aria-label={t('page.dashboardTitle')}
        >
          <Stack gap={4}>
            <Group justify="space-between" px="xs" py={6}>
              <Text fw={700}>{t('page.dashboardTitle')}</Text>
              <Badge size="xs" variant="light">
                beta
              </Badge>
            </Group>
            <NavLink
              component={Link}
              to="/dashboard/settings/profile"
              label={t('page.dashboardNav')}
              leftSection={<IconSettings size={16} />}
              active
            />
          </Stack>
        </Paper>
        <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
          <Title order={1}>{t('page.title')}</Title>
          <AccountSections />
        </Stack>
      </Group>
    </PageContainer>
  );
}
