import { ActionIcon, type ActionIconProps, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.tsx';
import { useUnreadCount } from '../api/notifications-query.ts';

/** The bell with the unread count; the dropdown around it arrives after the first paint. */
export function NotificationsTrigger(props: ActionIconProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const unread = useUnreadCount(isLoggedIn);
  const label = unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label');
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={16}
      disabled={unread === 0}
      offset={6}
      color="red"
      data-testid="notifications-unread"
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={label}
        data-testid="notifications-menu"
        {...props}
      >
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}
