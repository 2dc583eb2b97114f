import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { usePolicy } from '../../../lib/policy.ts';
import { useDecideStrike, usePendingStrikes } from '../api/strikes.ts';
import { StrikeList } from './strike-list.tsx';

/**
 * The moderation view's part for strikes users gave (decision 036): each waits here until a
 * moderator confirms it (it counts toward STRIKE_LIMIT) or rejects it. Shown on the reports queue.
 */
export function PendingStrikesPanel() {
  const { t } = useTranslation('strikes');
  const policy = usePolicy();
  const allowed = policy.can('strike.moderate');
  const pending = usePendingStrikes(allowed);
  const decide = useDecideStrike();
  if (!allowed) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="pending-strikes">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('pending.title')}
          </Title>
          <Badge variant="light" color={pending.data?.total ? 'yellow' : 'gray'}>
            {pending.data?.total ?? 0}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('pending.intro')}
        </Text>
        {pending.data?.total === 0 ? (
          <Text size="sm" c="dimmed" data-testid="pending-strikes-empty">
            {t('pending.empty')}
          </Text>
        ) : (
          <StrikeList
            items={pending.data?.items}
            isLoading={pending.isPending}
            error={pending.error}
            showTarget
            deciding={decide.isPending}
            onDecide={(strike, decision) =>
              decide.mutate(
                { id: strike.id, decision },
                {
                  onSuccess: (answer) => notifications.show({ color: 'teal', message: answer.message }),
                  onError: (error) => notifications.show({ color: 'red', message: error.message }),
                },
              )
            }
          />
        )}
      </Stack>
    </Paper>
  );
}
