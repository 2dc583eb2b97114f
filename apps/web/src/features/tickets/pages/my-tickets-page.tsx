import {
  Alert,
  Badge,
  Grid,
  Group,
  Pagination,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { formatDateTime } from '@regal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/layout/page-container.tsx';
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
  const items = query.data?.items;

  return (
    <PageContainer>
      <Stack gap="md" my="lg">
        <Title order={1}>{t('my.title')}</Title>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm" data-testid="my-tickets">
              {query.isError && <Alert color="red">{t('my.error')}</Alert>}
              {items && items.total === 0 && (
                <Paper withBorder p="lg" radius="md">
                  <Text fw={600}>{t('my.emptyTitle')}</Text>
                  <Text size="sm" c="dimmed">
                    {t('my.emptyText')}
                  </Text>
                </Paper>
              )}
              {items?.data.map((ticket) => (
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
              ))}
              {items && items.last_page > 1 && (
                <Pagination total={items.last_page} value={page} onChange={setPage} size="sm" />
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <NewTicketForm onCreated={setOpen} />
          </Grid.Col>
        </Grid>
      </Stack>
      <TicketDialog uid={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
