import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, type ReportDecision, type ReportGroup, type ReportState } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
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
                {t(`reason.${r.reason}`)}:
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

/** `dashboard/reports`: reports grouped per item; open, snoozed, closed. */
export function ReportQueuePage() {
  const { t } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const state = (
    ['open', 'snoozed', 'closed'].includes(params.get('state') ?? '') ? params.get('state') : 'open'
  ) as ReportState;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = useReportQueue({ state, page });
  const items = query.data?.items;
  return (
    <Stack gap="md" data-testid="report-queue">
      <Title order={1}>{t('queue.title')}</Title>
      <SegmentedControl
        value={state}
        onChange={(value) => setParams({ state: value })}
        data={(['open', 'snoozed', 'closed'] as const).map((value) => ({
          value,
          label: t(`state.${value}`),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {query.isError && <Alert color="red">{query.error.message}</Alert>}
      {items && items.total === 0 && (
        <Paper withBorder p="lg" radius="md">
          <Text c="dimmed">No items here</Text>
        </Paper>
      )}
      {items?.data.map((group) => (
        <GroupCard key={`${group.item_type}:${group.item_id}:${group.state}`} group={group} />
      ))}
      {items && items.last_page > 1 && (
        <Pagination
          total={items.last_page}
          value={page}
          onChange={(p) => setParams({ state, page: String(p) })}
        />
      )}
    </Stack>
  );
}
