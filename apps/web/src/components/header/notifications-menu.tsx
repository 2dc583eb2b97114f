import { ActionIcon, EmptyState, Indicator, Popover, Tooltip } from '@mantine/core';
import { IconBell, IconBellZ } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NotificationList,
  useUnreadCount,
} from '../../features/notifications/components/notification-list.tsx';
import { useSession } from '../../lib/session.tsx';

/** The notifications dropdown with the unread count (issue 12); guests and empty inboxes see a calm state. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount(isLoggedIn);
  const label = unread > 0 ? t('notifications.labelUnread', { count: unread }) : t('notifications.label');
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={340} opened={opened} onChange={setOpened}>
      <Popover.Target>
        <Tooltip label={label} withArrow>
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
              onClick={() => setOpened((o) => !o)}
              data-testid="notifications-menu"
            >
              <IconBell size={20} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown data-testid="notifications-dropdown" px={6}>
        <NotificationList
          enabled={isLoggedIn}
          onNavigate={() => setOpened(false)}
          empty={
            <EmptyState
              size="sm"
              variant="light"
              py="md"
              icon={<IconBellZ size={22} />}
              title={t('notifications.emptyTitle')}
              description={t('notifications.emptyText')}
            />
          }
        />
      </Popover.Dropdown>
    </Popover>
  );
}
