import '@mantine/core/styles/Avatar.layer.css';
import { Avatar, UnstyledButton, type UnstyledButtonProps, VisuallyHidden } from '@mantine/core';
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
    <UnstyledButton data-testid="user-menu" ml={4} {...props}>
      {/* The name is "user menu of <name>"; the initials are decoration. As an aria-label, the name
          would not contain the visible initials (axe: label-content-name-mismatch). */}
      <Avatar src={user.avatar} alt="" radius="xl" size={34} color="blue" aria-hidden="true">
        {user.initials}
      </Avatar>
      <VisuallyHidden>{t('menu.open', { name })}</VisuallyHidden>
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
