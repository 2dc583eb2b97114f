import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePolicy } from '../../lib/policy.ts';
import type { DashboardNavGroup, DashboardNavItem } from './dashboard-feature.ts';
import { dashboardFeatures } from './dashboard-features.ts';

const GROUP_ORDER: DashboardNavGroup[] = ['overview', 'catalogue', 'community', 'people', 'site', 'system'];

/** The links the caller's role may use, grouped; the current page is marked. */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('dashboard');
  const policy = usePolicy();
  const { pathname } = useLocation();
  const items = dashboardFeatures.flatMap((feature) => feature.nav).filter((item) => policy.can(item.action));
  const groups = GROUP_ORDER.map((group) => ({
    group,
    items: items.filter((item) => item.group === group),
  })).filter((entry) => entry.items.length > 0);

  const isActive = (item: DashboardNavItem) => {
    const target = item.to ? `/dashboard/${item.to}` : '/dashboard';
    return item.to ? pathname === target || pathname.startsWith(`${target}/`) : pathname === target;
  };

  return (
    <Stack gap="sm" component="nav" aria-label={t('nav.label')} data-testid="dashboard-nav">
      {groups.map(({ group, items: groupItems }) => (
        <Stack gap={2} key={group}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
            {t(`nav.groups.${group}`)}
          </Text>
          {groupItems.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to ? `/dashboard/${item.to}` : '/dashboard'}
              label={t(item.label)}
              leftSection={<item.icon size={16} aria-hidden />}
              active={isActive(item)}
              onClick={onNavigate}
              aria-current={isActive(item) ? 'page' : undefined}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
