import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, type ReportDecision, type ReportGroup, type ReportState } from '@regal/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueueFrame } from '../../../components/moderation-queue/queue-frame.tsx';
import { useQueueParams } from '../../../components/moderation-queue/use-queue-params.ts';
import { useDecideReport, useReportQueue } from '../api/reports.ts';

const DECISIONS: { value: ReportDecision; color: string }[] = [
  { value: 'fix', color: 'teal' },
  { value: 'hide', color: 'orange' },
  { value: 'remove', color: 'red' },
  { value: 'dismiss', color: 'gray' },
  { value: 'snooze', color: 'blue' },
];

function GroupCard({ group }: { group: ReportGroup }) {
  const { t } = useTranslation('reports');
  const decide = useDecideReport();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const closed = group.state === 'closed';

  const send = (decision: ReportDecision) =>
    decide.mutate(
      { item_type: group.item_type, item_id: group.item_id, decision, reason },
      {
        onSuccess: (answer) => notifications.show({ color: 'teal', message: answer.message }),
        onError: (e) => setError(e.message),
      },
    );

  return (
    <Paper withBorder radius="md" p="md" data-testid="report-group">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed">
              {t(`itemType.${group.item_type}`)} · {formatDateTime(group.latest_at)}
            </Text>
            {group.link ? (
              <Anchor component={Link} to={group.link} fw={700} style={{ overflowWrap: 'anywhere' }}>
                {group.label}
              </Anchor>
            ) : (
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {group.label}
              </Text>
            )}
          </Stack>
          <Group gap={4}>
            <Badge variant="light">{t('count', { count: group.count })}</Badge>
            <Badge
              variant="outline"
              color={group.visibility === 'approved' || group.visibility === 'active' ? 'teal' : 'orange'}
            >
              {t(`visibility.${group.visibility}`, { defaultValue: group.visibility })}
            </Badge>
          </Group>
        </Group>
        <Group gap={4}>
          {group.reasons.map((r) => (
            <Badge key={r} color={r === 'takedown' ? 'red' : 'gray'} size="sm">
              {t(`reason.${r}`)}
            </Badge>
          ))}
        </Group>
        <Stack gap={4}>
          {group.reports.map((r) => (
            <Text key={r.id} size="sm">
              <Text span c="dimmed" size="xs">
                {r.reporter ?? t('guest')}
                {r.contact_name ? ` · ${r.contact_name} <${r.contact_email ?? ''}>` : ''} ·{' '}
                {t(`reason.${r.reason}`)}
                {r.confirmed ? '' : ` (${t('unconfirmed')})`}:
              </Text>{' '}
              {r.message || '—'}
            </Text>
          ))}
        </Stack>
        {closed ? (
          <Text size="sm" c="dimmed">
            {t('decided', {
              decision: t(`decision.${group.decision ?? 'dismiss'}`),
              by: group.decided_by ?? '—',
            })}
            : {group.decision_reason}
          </Text>
        ) : (
          <>
            <Textarea
              label={t('queue.reason')}
              description={t('queue.reasonHint')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              autosize
              minRows={1}
              data-testid="report-decision-reason"
            />
            {error && (
              <Alert color="red" variant="light">
                {error}
              </Alert>
            )}
            <Group gap="xs" wrap="wrap">
              {DECISIONS.filter((d) => !(d.value === 'snooze' && group.state === 'snoozed')).map((d) => (
                <Button
                  key={d.value}
                  size="xs"
                  variant="light"
                  color={d.color}
                  disabled={reason.trim().length < 3}
                  loading={decide.isPending && decide.variables?.decision === d.value}
                  onClick={() => send(d.value)}
                  data-testid={`report-decide-${d.value}`}
                >
                  {t(`decision.${d.value}`)}
                </Button>
              ))}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

const STATES: readonly ReportState[] = ['open', 'snoozed', 'closed'];

/**
 * `dashboard/reports`: reports grouped per item; open, snoozed, closed. `after` is what the app
 * composes below the queue (the user strikes waiting for a second reporter, from the strikes feature).
 */
export function ReportQueuePage({ after }: { after?: ReactNode }) {
  const { t } = useTranslation('reports');
  const params = useQueueParams(STATES, 'open');
  const query = useReportQueue({ state: params.state, page: params.page });
  return (
    <Stack gap="lg">
      <QueueFrame
        title={t('queue.title')}
        states={STATES}
        stateLabel={(value) => t(`state.${value}`)}
        params={params}
        query={query}
        renderItem={(group) => (
          <GroupCard key={`${group.item_type}:${group.item_id}:${group.state}`} group={group} />
        )}
        testId="report-queue"
        notice={
          query.data?.breaker.open ? (
            <Alert color="orange" variant="light" title={t('breaker.title')} data-testid="report-breaker">
              {t('breaker.text', {
                hidden: query.data.breaker.hidden,
                limit: query.data.breaker.limit,
                minutes: query.data.breaker.window_minutes,
              })}
            </Alert>
          ) : null
        }
      />
      {after}
    </Stack>
  );
}
