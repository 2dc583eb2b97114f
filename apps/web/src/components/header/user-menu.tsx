import { Avatar, Menu, UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { canSeeDashboard, isAdmin } from '@regal/shared';
import {
  IconHeart,
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
import { GuestUserEntry } from './guest-user-entry.tsx';

/**
 * Spec §2 "User menu": favorites, reviews, tickets, profile, app settings (admins only), logout,
 * and a dark-mode toggle on small screens. Guests (and logins still owing the 2FA code) see the
 * login button instead.
 */
export function UserMenu() {
  const { t } = useTranslation('auth');
  const { user, isLoggedIn, logout } = useSession();
  const navigate = useNavigate();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('dark', { getInitialValueInEffect: false }) === 'dark';

  if (!isLoggedIn || !user) return <GuestUserEntry />;
  const name = user.displayname || user.username;

  return (
    <Menu position="bottom-end" width={220} withArrow shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('menu.open', { name })} data-testid="user-menu" ml={4}>
          <Avatar src={user.avatar} alt={name} radius="xl" size={34} color="blue">
            {/* The initials are decoration: the button's name is "user menu of <name>" (axe). */}
            <span aria-hidden="true">{user.initials}</span>
          </Avatar>
        </UnstyledButton>
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
          {t('uploads:my.title')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings/profile" leftSection={<IconUser size={16} />}>
          {t('menu.profile')}
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
