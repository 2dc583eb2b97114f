import { Button, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime, type Notification } from '@regal/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMarkRead, useNotifications } from '../api/notifications.ts';
import classes from './notification-list.module.css';

function describe(t: (key: string, options?: Record<string, unknown>) => string, n: Notification): string {
  const data = n.data;
  switch (n.kind) {
    case 'favorite.release':
      return t('kind.favoriteRelease', { release: data.release ?? '' });
    case 'ticket.answered':
      return t('kind.ticketAnswered');
    case 'upload.decided':
      return t(`kind.upload.${String(data.state ?? 'approved')}`, { defaultValue: t('kind.uploadDecided') });
    case 'report.decided':
      return t(`kind.report.${String(data.decision ?? 'fix')}`, { defaultValue: t('kind.reportDecided') });
    case 'report.breaker':
      return t('kind.reportBreaker');
    case 'strike.given':
      return t('kind.strikeGiven');
    case 'strike.cleared':
      return t('kind.strikeCleared');
    default:
      return n.kind;
  }
}

/** The header dropdown's content: newest first, unread marked, mark one or all read. */
export function NotificationList({
  enabled,
  onNavigate,
  empty,
}: {
  enabled: boolean;
  onNavigate: () => void;
  /** shown for guests and an empty inbox */
  empty: ReactNode;
}) {
  const { t } = useTranslation('notifications');
  const query = useNotifications(enabled);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const items = query.data?.items ?? [];
  const unread = query.data?.unread ?? 0;

  if (!enabled || items.length === 0) return empty;
  return (
    <Stack gap={0} data-testid="notification-list">
      <Group justify="space-between" px="xs" pb={6}>
        <Text fw={700} size="sm">
          {t('title')}
        </Text>
        {unread > 0 && (
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => markRead.mutate({ all: true })}
            data-testid="notifications-read-all"
          >
            {t('readAll')}
          </Button>
        )}
      </Group>
      <ScrollArea.Autosize mah={360} type="auto" scrollbars="y">
        <Stack gap={2}>
          {items.map((n) => (
            <UnstyledButton
              key={n.id}
              className={classes.item}
              data-unread={n.read_at === null}
              data-testid="notification-item"
              onClick={() => {
                if (n.read_at === null) markRead.mutate({ ids: [n.id] });
                if (n.link) {
                  onNavigate();
                  void navigate(n.link);
                }
              }}
            >
              <Text
                size="sm"
                fw={n.read_at === null ? 700 : 500}
                lineClamp={2}
                style={{ overflowWrap: 'anywhere' }}
              >
                {n.title}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {describe(t, n)}
                {typeof n.data.reason === 'string' && n.data.reason ? ` – ${n.data.reason}` : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(n.created_at)}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
