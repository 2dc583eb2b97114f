import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import { EmptyState, Popover, Tooltip } from '@mantine/core';
import { IconBellZ } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.tsx';
import { useUnreadCount } from '../api/notifications-query.ts';
import { NotificationList } from './notification-list.tsx';
import { NotificationsTrigger } from './notifications-trigger.tsx';

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
          <NotificationsTrigger onClick={() => setOpened((o) => !o)} />
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
