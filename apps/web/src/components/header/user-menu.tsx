import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { Menu, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { canSeeDashboard, isAdmin } from '@regal/shared';
import {
  IconHeart,
  IconKey,
  IconLayoutDashboard,
  IconLogout,
  IconMoon,
  IconSettings,
  IconStar,
  IconSun,
  IconTicket,
  IconUpload,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../lib/session.tsx';
import { UserMenuTrigger } from './user-menu-trigger.tsx';

/**
 * Spec §2 "User menu": favorites, reviews, tickets, profile, app settings (admins only), logout,
 * and a dark-mode toggle on small screens, for a signed-in user (user-menu-trigger.tsx decides).
 * Every label comes from `auth`, a shell namespace: a key of a lazily loaded namespace showed raw
 * ("my.title") when the menu opened before that namespace arrived (audit-01 #21).
 */
export function UserMenu() {
  const { t } = useTranslation('auth');
  const { user, isLoggedIn, logout } = useSession();
  const navigate = useNavigate();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('dark', { getInitialValueInEffect: false }) === 'dark';

  if (!isLoggedIn || !user) return null;
  const name = user.displayname || user.username;

  return (
    <Menu position="bottom-end" width={220} withArrow shadow="md">
      <Menu.Target>
        <UserMenuTrigger user={user} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label data-testid="user-menu-name">{name}</Menu.Label>
        <Menu.Item component={Link} to="/favorite" leftSection={<IconHeart size={16} />}>
          {t('menu.favorites')}
        </Menu.Item>
        <Menu.Item component={Link} to="/myReviews" leftSection={<IconStar size={16} />}>
          {t('menu.reviews')}
        </Menu.Item>
        <Menu.Item component={Link} to="/myTickets" leftSection={<IconTicket size={16} />}>
          {t('menu.tickets')}
        </Menu.Item>
        <Menu.Item component={Link} to="/myUploads" leftSection={<IconUpload size={16} />}>
          {t('menu.uploads')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/profile" leftSection={<IconUser size={16} />}>
          {t('menu.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/settings/license"
          leftSection={<IconKey size={16} />}
          data-testid="user-menu-redeem"
        >
          {t('menu.redeemKey')}
        </Menu.Item>
        {canSeeDashboard(user.role) && (
          <Menu.Item
            component={Link}
            to="/dashboard"
            leftSection={<IconLayoutDashboard size={16} />}
            data-testid="user-menu-dashboard"
          >
            {t('menu.dashboard')}
          </Menu.Item>
        )}
        {isAdmin(user.role) && (
          <Menu.Item component={Link} to="/dashboard/settings/app" leftSection={<IconSettings size={16} />}>
            {t('menu.appSettings')}
          </Menu.Item>
        )}
        <Menu.Item
          hiddenFrom="sm"
          leftSection={isDark ? <IconSun size={16} /> : <IconMoon size={16} />}
          onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
          data-testid="user-menu-theme"
        >
          {isDark ? t('menu.lightMode') : t('menu.darkMode')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          data-testid="user-menu-logout"
          onClick={() => void logout().then(() => navigate('/'))}
        >
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
