import { ActionIcon, EmptyState, Popover, Tooltip } from '@mantine/core';
import { IconBell, IconBellZ } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §2: the notifications dropdown is always empty, so it shows a friendly empty state. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={300}>
      <Popover.Target>
        <Tooltip label={t('notifications.label')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={t('notifications.label')}
            data-testid="notifications-menu"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown data-testid="notifications-dropdown">
        <EmptyState
          size="sm"
          variant="light"
          py="md"
          icon={<IconBellZ size={22} />}
          title={t('notifications.emptyTitle')}
          description={t('notifications.emptyText')}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
