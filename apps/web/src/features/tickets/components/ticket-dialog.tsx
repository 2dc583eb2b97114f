import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CopyButton,
  Divider,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, TICKET_COMMENT_MIN } from '@regal/shared';
import { IconCheck, IconCopy, IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';
import { usePolicy } from '../../../lib/policy.ts';
import { useSession } from '../../../lib/session.tsx';
import { useTicket, useUpdateTicket } from '../api/tickets.ts';

/**
 * Spec 02 §2 ticket dialog: uid (copyable), user, subject, message, open or closed, a comment box
 * (at least 10 characters, else a warning), Add Comment, Swap Closed State and the comment list;
 * admins clear a comment, staff add internal notes and take the ticket over.
 */
export function TicketDialog({ uid, onClose }: { uid: string | null; onClose: () => void }) {
  const { t } = useTranslation('tickets');
  const { user } = useSession();
  const policy = usePolicy();
  const query = useTicket(uid);
  const update = useUpdateTicket();
  const [comment, setComment] = useState('');
  const [internal, setInternal] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  /** the comment whose clearing waits for a confirmation */
  const [clearing, setClearing] = useState<number | null>(null);
  const staff = policy.canOnAll('ticket.read');
  const ticket = query.data;

  const send = (input: Parameters<typeof update.mutate>[0], done?: () => void) =>
    update.mutate(input, {
      onSuccess: () => done?.(),
      onError: (error) => notifications.show({ color: 'red', message: error.message }),
    });

  const addComment = () => {
    if (!ticket) return;
    if (comment.trim().length < TICKET_COMMENT_MIN) {
      setWarning(t('dialog.commentShort', { min: TICKET_COMMENT_MIN }));
      return;
    }
    setWarning(null);
    send({ uid: ticket.uid, comment, internal: staff ? internal : undefined }, () => {
      setComment('');
      notifications.show({ color: 'teal', message: t('dialog.commentAdded') });
    });
  };

  return (
    <Modal
      opened={uid !== null}
      onClose={onClose}
      title={t('dialog.title')}
      size="lg"
      data-testid="ticket-dialog"
    >
      {query.isPending && uid && <Loader size="sm" />}
      {query.isError && <Alert color="red">{t('dialog.error')}</Alert>}
      {ticket && (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap={4}>
              <Text size="sm" c="dimmed">
                {t('dialog.uid')}
              </Text>
              <Text size="sm" ff="monospace" data-testid="ticket-uid">
                {ticket.uid}
              </Text>
              <CopyButton value={ticket.uid}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied! Yeay!' : t('dialog.copy')}>
                    <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={t('dialog.copy')}>
                      {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <Badge color={ticket.closed_at ? 'gray.7' : 'teal.9'} data-testid="ticket-state">
              {ticket.closed_at ? t('state.closed') : t('state.open')}
            </Badge>
          </Group>
          <Text size="sm">
            <Text span c="dimmed">
              {t('dialog.user')}:{' '}
            </Text>
            {ticket.username}
            {ticket.assigned_to && (
              <Text span c="dimmed">
                {' '}
                · {t('dialog.assigned', { name: ticket.assigned_to.username })}
              </Text>
            )}
          </Text>
          <Text fw={700}>{ticket.subject}</Text>
          <Paper withBorder p="sm" radius="md">
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {ticket.content}
            </Text>
          </Paper>
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              variant="light"
              leftSection={ticket.closed_at ? <IconLockOpen size={14} /> : <IconLock size={14} />}
              onClick={() => send({ uid: ticket.uid, closed: ticket.closed_at === null })}
              loading={update.isPending}
              data-testid="ticket-swap-state"
            >
              Swap Closed State
            </Button>
            {staff && user && ticket.assigned_to?.id !== user.id && (
              <Button
                size="xs"
                variant="default"
                onClick={() => send({ uid: ticket.uid, assigned_to: user.id })}
                data-testid="ticket-assign-me"
              >
                {t('dialog.assignMe')}
              </Button>
            )}
          </Group>
          <Divider label={t('dialog.comments', { count: ticket.comments.length })} labelPosition="left" />
          <Stack gap="xs" data-testid="ticket-comments">
            {ticket.comments.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('dialog.noComments')}
              </Text>
            )}
            {ticket.comments.map((c) => (
              <Paper
                key={c.id}
                withBorder
                p="xs"
                radius="md"
                bg={c.internal ? 'var(--mantine-color-yellow-light)' : undefined}
                data-testid="ticket-comment"
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed">
                      {c.user?.username ?? '—'} · {formatDateTime(c.created_at)}
                      {c.internal ? ` · ${t('dialog.internal')}` : ''}
                    </Text>
                    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {c.comment}
                    </Text>
                  </Stack>
                  {policy.can('ticket.clearComment') && (
                    <Tooltip label={t('dialog.clear')}>
                      <ActionIcon
                        color="red"
                        variant="subtle"
                        aria-label={t('dialog.clear')}
                        onClick={() => setClearing(c.id)}
                        data-testid="ticket-clear-comment"
                      >
                        <IconTrash size={14} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
          <Textarea
            label={t('dialog.comment')}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={5000}
            data-testid="ticket-comment-input"
          />
          {warning && (
            <Alert color="yellow" variant="light" data-testid="ticket-comment-warning">
              {warning}
            </Alert>
          )}
          <Group justify="space-between" wrap="wrap">
            {staff ? (
              <Switch
                label={t('dialog.internalNote')}
                checked={internal}
                onChange={(e) => setInternal(e.currentTarget.checked)}
                data-testid="ticket-internal"
              />
            ) : (
              <span />
            )}
            <Button onClick={addComment} loading={update.isPending} data-testid="ticket-add-comment">
              Add Comment
            </Button>
          </Group>
        </Stack>
      )}
      <ConfirmDialog
        opened={clearing !== null}
        title={t('dialog.clearConfirmTitle')}
        message={t('dialog.clearConfirm')}
        confirmLabel={t('dialog.clear')}
        danger
        loading={update.isPending}
        onConfirm={() => {
          if (ticket && clearing !== null)
            send({ uid: ticket.uid, clear_comment: clearing }, () => setClearing(null));
        }}
        onClose={() => setClearing(null)}
      />
    </Modal>
  );
}
