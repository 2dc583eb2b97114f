import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OwnItemsPage } from '../../../components/layout/own-items-page.tsx';
import { useTickets } from '../api/tickets.ts';
import { NewTicketForm } from '../components/new-ticket-form.tsx';
import { TicketDialog } from '../components/ticket-dialog.tsx';

/** `myTickets`: the signed-in user's own tickets, a form for a new one, the ticket dialog. */
export function MyTicketsPage() {
  const { t } = useTranslation('tickets');
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  const open = params.get('ticket');
  const setOpen = (uid: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (uid) next.set('ticket', uid);
      else next.delete('ticket');
      return next;
    });
  const query = useTickets('my', { page, per_page: 20 });

  return (
    <OwnItemsPage
      title={t('my.title')}
      testId="my-tickets"
      items={query.data?.items}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      texts={{ error: t('my.error'), emptyTitle: t('my.emptyTitle'), emptyText: t('my.emptyText') }}
      page={page}
      onPage={setPage}
      renderItem={(ticket) => (
        <UnstyledButton key={ticket.uid} onClick={() => setOpen(ticket.uid)} data-testid="my-ticket">
          <Paper withBorder p="md" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {ticket.subject}
                </Text>
                <Text size="xs" c="dimmed">
                  {ticket.uid} · {formatDateTime(ticket.updated_at)} ·{' '}
                  {t('my.comments', { count: ticket.comments_count })}
                </Text>
              </Stack>
              <Badge color={ticket.closed_at ? 'gray.7' : 'teal.9'} style={{ flexShrink: 0 }}>
                {ticket.closed_at ? t('state.closed') : t('state.open')}
              </Badge>
            </Group>
          </Paper>
        </UnstyledButton>
      )}
      aside={<NewTicketForm onCreated={setOpen} />}
    >
      <TicketDialog uid={open} onClose={() => setOpen(null)} />
    </OwnItemsPage>
  );
}
