import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, type ModerationState, type Upload, type UploadDecision } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueueFrame } from '../../../components/moderation-queue/queue-frame.tsx';
import { useQueueParams } from '../../../components/moderation-queue/use-queue-params.ts';
import { paths } from '../../../lib/paths.ts';
import { useDecideUpload, useUploads } from '../api/uploads.ts';
import { UploadStateBadge } from '../components/upload-state-badge.tsx';

const DECISIONS: { value: UploadDecision; color: string }[] = [
  { value: 'approve', color: 'teal' },
  { value: 'postpone', color: 'blue' },
  { value: 'reject', color: 'red' },
];

function QueueCard({ upload }: { upload: Upload }) {
  const { t } = useTranslation('uploads');
  const decide = useDecideUpload();
  const [reason, setReason] = useState('');
  const [conflict, setConflict] = useState<string | null>(null);
  const open = upload.state === 'pending' || upload.state === 'postponed';

  const send = (decision: UploadDecision) =>
    decide.mutate(
      { id: upload.id, decision, reason: reason || undefined, expected_state: upload.state },
      {
        onSuccess: (answer) => notifications.show({ color: 'teal', message: answer.message }),
        // 409: someone decided first; the list reloads and the card says who.
        onError: (error) => setConflict(error.message),
      },
    );

  return (
    <Paper withBorder radius="md" p="md" data-testid="queue-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {upload.fulltitle}
            </Text>
            <Text size="xs" c="dimmed">
              {[
                t('queue.by', { user: upload.user ?? '—' }),
                upload.quality,
                upload.lang.join(', ') || null,
                upload.season !== null
                  ? `S${upload.season}${upload.episode !== null ? `E${upload.episode}` : ''}`
                  : null,
                upload.hosts.join(', '),
                formatDateTime(upload.created_at),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {upload.entry && (
              <Text size="xs">
                {t('queue.entry')}:{' '}
                <Anchor component={Link} to={paths.detail(upload.entry.uid, upload.entry.slug)} size="xs">
                  {upload.entry.title}
                </Anchor>
                {upload.entry.proposed ? ` (${t('my.proposed')})` : ''}
              </Text>
            )}
          </Stack>
          <UploadStateBadge state={upload.state} />
        </Group>
        {upload.reason && (
          <Text size="xs" c="dimmed">
            {t('my.reason', { by: upload.moderated_by ?? '—' })}: {upload.reason}
          </Text>
        )}
        {conflict && (
          <Alert color="orange" variant="light" data-testid="queue-conflict">
            {conflict}
          </Alert>
        )}
        {open && (
          <>
            <Textarea
              label={t('queue.reason')}
              description={t('queue.reasonHint')}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              autosize
              minRows={1}
              data-testid="queue-reason"
            />
            <Group gap="xs">
              {DECISIONS.map((d) => (
                <Button
                  key={d.value}
                  size="xs"
                  variant="light"
                  color={d.color}
                  loading={decide.isPending && decide.variables?.decision === d.value}
                  disabled={d.value !== 'approve' && reason.trim().length < 3}
                  onClick={() => send(d.value)}
                  data-testid={`queue-${d.value}`}
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

const STATES: readonly ModerationState[] = ['pending', 'postponed', 'rejected', 'approved'];

/** The release queue (`dashboard/uploads`): pending uploads oldest first; approve, postpone, reject. */
export function UploadQueuePage() {
  const { t } = useTranslation('uploads');
  const params = useQueueParams(STATES, 'pending');
  const query = useUploads('queue', { state: params.state, page: params.page });
  return (
    <QueueFrame
      title={t('queue.title')}
      states={STATES}
      stateLabel={(value) => t(`state.${value}`)}
      params={params}
      query={query}
      renderItem={(upload) => <QueueCard key={upload.id} upload={upload} />}
      testId="upload-queue"
    />
  );
}
