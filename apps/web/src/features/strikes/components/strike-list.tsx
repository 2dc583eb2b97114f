import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { formatDateTime, NO_STRIKES, type Strike } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface StrikeListProps {
  items: Strike[] | undefined;
  isLoading: boolean;
  error?: unknown;
  /** admins: a Clear Strike button (after confirmation) per strike */
  onClear?: (strike: Strike) => void;
  clearing?: boolean;
  /** moderators: confirm or reject a user's pending strike (decision 036) */
  onDecide?: (strike: Strike, decision: 'confirm' | 'reject') => void;
  deciding?: boolean;
  /** name the struck member on each item (the moderation view lists several members) */
  showTarget?: boolean;
  /** the member's own list: every strike names its state, confirmed ones too (spec 02 §6) */
  showConfirmed?: boolean;
}

/** Spec 02 §2 "User strikes list": who struck, when, reason; empty text "No Strikes yet". */
export function StrikeList({
  items,
  isLoading,
  error,
  onClear,
  clearing,
  onDecide,
  deciding,
  showTarget,
  showConfirmed,
}: StrikeListProps) {
  const { t } = useTranslation('strikes');
  const [confirming, setConfirming] = useState<number | null>(null);
  if (isLoading) return <Skeleton height={60} aria-busy />;
  if (error)
    return (
      <Alert color="red" role="alert">
        {error instanceof Error ? error.message : t('loadError')}
      </Alert>
    );
  if (!items || items.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="strikes-empty">
        {NO_STRIKES}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="strike-list">
      {items.map((strike) => (
        <Paper key={strike.id} withBorder p="sm" radius="md" data-testid="strike-item">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              {showTarget && (
                <Text size="sm" fw={700}>
                  {strike.user.displayname}
                </Text>
              )}
              {(strike.status !== 'confirmed' || showConfirmed) && (
                <Group gap={4}>
                  <Badge
                    size="sm"
                    variant="light"
                    color={
                      strike.status === 'pending' ? 'yellow' : strike.status === 'confirmed' ? 'red' : 'gray'
                    }
                    data-testid="strike-status"
                  >
                    {t(`status.${strike.status}`)}
                  </Badge>
                  {strike.status === 'pending' && strike.counts && (
                    <Badge size="sm" variant="outline" color="orange">
                      {t('status.counts')}
                    </Badge>
                  )}
                  {/* Staff see which pending strikes only they can make count (issue 32). */}
                  {onDecide && strike.status === 'pending' && !strike.reporter_standing && (
                    <Badge size="sm" variant="outline" color="gray" data-testid="strike-no-standing">
                      {t('status.noStanding')}
                    </Badge>
                  )}
                </Group>
              )}
              <Text size="xs" c="dimmed">
                {t('by', {
                  name: strike.report_by_user?.displayname ?? t('unknown'),
                  date: formatDateTime(strike.created_at),
                })}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {strike.reason}
              </Text>
            </Stack>
            {onDecide && strike.status === 'pending' && (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  color="orange"
                  loading={deciding}
                  onClick={() => onDecide(strike, 'confirm')}
                  data-testid="strike-confirm"
                >
                  {t('decide.confirm')}
                </Button>
                <Button
                  size="compact-xs"
                  variant="default"
                  loading={deciding}
                  onClick={() => onDecide(strike, 'reject')}
                  data-testid="strike-reject"
                >
                  {t('decide.reject')}
                </Button>
              </Group>
            )}
            {onClear &&
              (confirming === strike.id ? (
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" color="red" loading={clearing} onClick={() => onClear(strike)}>
                    {t('confirmClear')}
                  </Button>
                  <Button size="compact-xs" variant="subtle" onClick={() => setConfirming(null)}>
                    {t('cancel')}
                  </Button>
                </Group>
              ) : (
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  onClick={() => setConfirming(strike.id)}
                >
                  Clear Strike
                </Button>
              ))}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
