import '@mantine/core/styles/Avatar.layer.css';
import { Avatar, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { SessionUser } from '@regal/shared';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.tsx';
import { DeferredWidget, deferredLoader } from '../deferred/deferred-widget.tsx';
import { GuestUserEntry } from './guest-user-entry.tsx';

type TriggerProps = UnstyledButtonProps & ComponentPropsWithRef<'button'> & { user: SessionUser };

/** The signed-in user's avatar button; the menu around it arrives after the first paint. */
export function UserMenuTrigger({ user, ...props }: TriggerProps) {
  const { t } = useTranslation('auth');
  const name = user.displayname || user.username;
  return (
    <UnstyledButton aria-label={t('menu.open', { name })} data-testid="user-menu" ml={4} {...props}>
      <Avatar src={user.avatar} alt={name} radius="xl" size={34} color="blue">
        {/* The initials are decoration: the button's name is "user menu of <name>" (axe). */}
        <span aria-hidden="true">{user.initials}</span>
      </Avatar>
    </UnstyledButton>
  );
}

const userMenuLoader = deferredLoader(async () => (await import('./user-menu.tsx')).UserMenu);

/**
 * Spec §2 "User menu" in the header. Guests (and logins still owing the 2FA code) see the login
 * button instead.
 */
export function HeaderUserMenu() {
  const { user, isLoggedIn } = useSession();
  if (!isLoggedIn || !user) return <GuestUserEntry />;
  return (
    <DeferredWidget
      loader={userMenuLoader}
      placeholder={(activate) => <UserMenuTrigger user={user} onClick={activate} />}
    />
  );
}
