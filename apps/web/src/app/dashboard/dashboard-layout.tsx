import '../styles/dashboard-styles.ts';
import { Button, Drawer, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutDashboard, IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageContainer } from '../../components/layout/page-container.tsx';
import classes from './dashboard-layout.module.css';
import { DashboardNav } from './dashboard-nav.tsx';

/**
 * The dashboard frame for admin, mod and upper: the role's navigation beside the page on wide
 * screens, behind a menu button (a drawer) on phones.
 */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <PageContainer>
      <div className={classes.frame} data-testid="dashboard-frame">
        <Paper withBorder radius="md" p="xs" className={classes.sidebar}>
          <Group gap={6} px="sm" py={6} mb={4}>
            <IconLayoutDashboard size={18} aria-hidden />
            <Text fw={700}>{t('title')}</Text>
          </Group>
          <DashboardNav />
        </Paper>
        <Group hiddenFrom="md" justify="space-between" w="100%">
          <Button
            variant="default"
            leftSection={<IconMenu2 size={16} />}
            onClick={open}
            data-testid="dashboard-menu-button"
          >
            {t('nav.open')}
          </Button>
        </Group>
        <Drawer opened={opened} onClose={close} title={t('title')} size="xs" hiddenFrom="md">
          <DashboardNav onNavigate={close} />
        </Drawer>
        {/* Inside the root layout's <main>: a page has one main landmark. */}
        <div className={classes.content}>
          <Outlet />
        </div>
      </div>
    </PageContainer>
  );
}
