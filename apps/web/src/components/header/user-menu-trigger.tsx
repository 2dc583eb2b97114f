import '@mantine/core/styles/Avatar.layer.css';
import { Avatar, UnstyledButton, type UnstyledButtonProps, VisuallyHidden } from '@mantine/core';
import type { SessionUser } from '@regal/shared';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

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
