import { Badge, Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, TICKET_CONTENT_PREVIEW, type Ticket } from '@regal/shared';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, AdminTable } from '../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import { usePolicy } from '../../../lib/policy.ts';
import { useTickets, useUpdateTicket } from '../api/tickets.ts';
import { TicketDialog } from '../components/ticket-dialog.tsx';

/**
 * `dashboard/tickets` (spec 02 §2): UID and username, subject, content cut at 300 with a more
 * marker, comment count, Manage Ticket, closed time, updated time.
 */
export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const table = useTableParams({ sortBy: 'updated', sortOrder: 'desc' });
  const { params, update } = table;
  const state =
    params.filters.state === 'open' || params.filters.state === 'closed' ? params.filters.state : 'all';
  const sortBy = params.sortBy === 'closed' || params.sortBy === 'created' ? params.sortBy : 'updated';
  const query = useTickets('all', {
    page: params.page,
    per_page: ADMIN_PAGE_SIZE,
    search: params.search || undefined,
    sortBy,
    sortOrder: params.sortOrder,
    state,
  });
  const open = params.filters.ticket ?? null;
  // Spec 02 §6: moderators get select checkboxes in the tickets table (`review.select` names both
  // tables); the selection closes or reopens tickets in one go.
  const policy = usePolicy();
  const [selected, setSelected] = useState<Ticket[]>([]);
  const bulkUpdate = useUpdateTicket();
  const setClosed = async (rows: Ticket[], closed: boolean) => {
    const results = await Promise.allSettled(
      rows.map((row) => bulkUpdate.mutateAsync({ uid: row.uid, closed })),
    );
    const failed = results.filter((r) => r.status === 'rejected').length;
    notifications.show(
      failed
        ? { color: 'red', message: t('table.bulkFailed', { count: failed }) }
        : {
            color: 'teal',
            message: t(closed ? 'table.bulkClosed' : 'table.bulkOpened', { count: rows.length }),
          },
    );
    setSelected([]);
  };

  const columns: DataTableColumn<Ticket>[] = [
    {
      accessor: 'uid',
      title: t('table.uidUser'),
      render: (r) => (
        <Stack gap={0}>
          <Text size="xs" ff="monospace">
            {r.uid}
          </Text>
          <Text size="sm">{r.username}</Text>
        </Stack>
      ),
    },
    { accessor: 'subject', title: t('table.subject') },
    {
      accessor: 'content',
      title: t('table.content'),
      render: (r) => (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {r.content.length > TICKET_CONTENT_PREVIEW
            ? `${r.content.slice(0, TICKET_CONTENT_PREVIEW)} …`
            : r.content}
        </Text>
      ),
    },
    { accessor: 'comments_count', title: t('table.comments'), width: 90, textAlign: 'center' },
    {
      accessor: 'manage',
      title: '',
      render: (r) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => update({ ticket: r.uid, page: params.page })}
          data-testid="manage-ticket"
        >
          Manage Ticket
        </Button>
      ),
    },
    {
      accessor: 'closed',
      title: t('table.closed'),
      sortable: true,
      render: (r) =>
        r.closed_at ? formatDateTime(r.closed_at) : <Badge color="teal.9">{t('state.open')}</Badge>,
    },
    {
      accessor: 'updated',
      title: t('table.updated'),
      sortable: true,
      render: (r) => formatDateTime(r.updated_at),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('table.pageTitle')}</Title>
      <AdminTable<Ticket>
        table={table}
        columns={columns}
        records={query.data?.items.data}
        totalRecords={query.data?.items.total ?? 0}
        isLoading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        idAccessor="uid"
        selection={policy.can('review.select') ? { selected, onChange: setSelected } : undefined}
        bulkActions={(rows) => (
          <>
            <Button
              size="xs"
              variant="light"
              onClick={() => void setClosed(rows, true)}
              data-testid="tickets-bulk-close"
            >
              {t('table.closeSelected')}
            </Button>
            <Button size="xs" variant="light" color="teal" onClick={() => void setClosed(rows, false)}>
              {t('table.openSelected')}
            </Button>
          </>
        )}
        searchLabel={t('table.search')}
        toolbar={
          <SegmentedControl
            value={state}
            onChange={(value) => update({ state: value === 'all' ? null : value })}
            data={[
              { value: 'all', label: t('table.all') },
              { value: 'open', label: t('state.open') },
              { value: 'closed', label: t('state.closed') },
            ]}
          />
        }
        emptyText={t('table.empty')}
        testId="tickets-table"
      />
      <TicketDialog uid={open} onClose={() => update({ ticket: null, page: params.page })} />
    </Stack>
  );
}
