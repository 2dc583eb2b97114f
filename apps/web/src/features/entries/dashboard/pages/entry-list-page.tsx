import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type DashboardEntryList,
  type DashboardEntryRow,
  ENTRY_TYPES,
  type EntryBulkAction,
} from '@regal/shared';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../../components/admin-table/use-table-params.ts';
import { ConfirmDialog } from '../../../../components/feedback/confirm-dialog.tsx';
import { formatDate, formatDateTime } from '../../../../lib/format-date.ts';
import { usePolicy } from '../../../../lib/policy.ts';
import { useDashboardEntries, useEntryBulk } from '../api/entries-admin.ts';

/** Bulk actions offered per list (the server checks each again). */
const ACTIONS_OF: Record<DashboardEntryList, EntryBulkAction[]> = {
  all: ['activate', 'disable', 'delete'],
  deleted: ['restore', 'forceDelete'],
  duplicated: ['notDuplicate', 'delete'],
  noimage: ['activate', 'disable', 'delete'],
  norelease: ['activate', 'disable', 'delete'],
  myapps: ['activate', 'disable', 'delete'],
  notverified: ['activate', 'disable', 'delete'],
};

/** The dashboard entry lists (spec 01 §2, spec 02 §2 columns) on the shared admin table. */
export function EntryListPage({ list }: { list: DashboardEntryList }) {
  const { t } = useTranslation('catalogue');
  const policy = usePolicy();
  const table = useTableParams({ sortBy: list === 'duplicated' ? undefined : 'updated', sortOrder: 'desc' });
  const { params, update } = table;
  const query = {
    list,
    page: params.page,
    search: params.search || undefined,
    exact: params.filters.exact,
    sortBy: params.sortBy ?? undefined,
    sortOrder: params.sortOrder,
    type: params.filters.type,
    status: params.filters.status,
  };
  const { data, isFetching, error, refetch } = useDashboardEntries(query);
  const bulk = useEntryBulk();
  const [selected, setSelected] = useState<DashboardEntryRow[]>([]);
  const [pending, setPending] = useState<{ action: EntryBulkAction; rows: DashboardEntryRow[] } | null>(null);
  const showStats = policy.can('entry.viewStats');
  const canBulk = policy.can('entry.bulk');
  const canTrash = policy.can('entry.delete');

  const run = async (action: EntryBulkAction, rows: DashboardEntryRow[]) => {
    const ids = rows.map((r) => r.id);
    try {
      const answer = await bulk.mutateAsync({ action, ids });
      setSelected([]);
      setPending(null);
      notifications.show({
        color: 'teal',
        message:
          action === 'delete' ? (
            <Group gap="xs" justify="space-between">
              <Text size="sm">{t('list.trashed', { count: answer.count })}</Text>
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => void run('restore', rows)}
                data-testid="undo-trash"
              >
                {t('list.undo')}
              </Button>
            </Group>
          ) : (
            t(`list.done.${action}`, { count: answer.count })
          ),
      });
    } catch (failure) {
      setPending(null);
      notifications.show({ color: 'red', message: (failure as Error).message });
    }
  };

  const columns = useMemo<DataTableColumn<DashboardEntryRow>[]>(() => {
    const cols: (DataTableColumn<DashboardEntryRow> | null)[] = [
      {
        accessor: 'cover',
        title: t('list.col.cover'),
        width: 56,
        render: (row) => (
          <Image src={row.cover} alt="" w={36} h={54} radius="sm" fit="cover" loading="lazy" />
        ),
      },
      {
        accessor: 'title',
        title: t('list.col.title'),
        sortable: true,
        render: (row) => (
          <Stack gap={2}>
            <Anchor component={Link} to={`/dashboard/entry/edit/${row.id}`} fw={600} size="sm" lineClamp={2}>
              {row.title}
            </Anchor>
            <Group gap={4}>
              <Badge size="xs" variant="light">
                {t(`types.${row.type}`, { defaultValue: row.type })}
              </Badge>
              {row.year && (
                <Text size="xs" c="dimmed">
                  {row.year}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                #{row.id}
              </Text>
            </Group>
          </Stack>
        ),
      },
      showStats
        ? {
            accessor: 'downloads',
            title: t('list.col.dlViews'),
            sortable: true,
            textAlign: 'right',
            render: (row) => `${row.downloads ?? 0} / ${row.views ?? 0}`,
          }
        : null,
      {
        accessor: 'reviews_count',
        title: t('list.col.reviews'),
        textAlign: 'right',
        render: (row) => row.reviews_count ?? '–',
      },
      { accessor: 'fsk', title: t('list.col.fsk'), textAlign: 'right', render: (row) => row.fsk ?? '–' },
      {
        accessor: 'genre',
        title: t('list.col.genre'),
        width: 150,
        render: (row) => (
          <Text size="xs" lineClamp={2}>
            {row.genre.map((g) => t(`genres.${g}`, { defaultValue: g })).join(', ') || '–'}
          </Text>
        ),
      },
      {
        accessor: 'releases',
        title: t('list.col.releases'),
        sortable: true,
        textAlign: 'right',
        render: (row) => row.releases_count,
      },
      { accessor: 'user', title: t('list.col.assigned'), render: (row) => row.user?.username ?? '–' },
      {
        accessor: 'active',
        title: t('list.col.status'),
        noWrap: true,
        width: 110,
        render: (row) =>
          row.deleted_at ? (
            <Badge color="red" variant="light">
              {t('status.deleted')}
            </Badge>
          ) : (
            <Badge color={row.active ? 'teal' : 'gray'} variant="light">
              {row.active ? t('status.active') : t('status.disabled')}
            </Badge>
          ),
      },
      {
        accessor: 'updated',
        title: t('list.col.dates'),
        sortable: true,
        noWrap: true,
        render: (row) => (
          <Stack gap={0}>
            <Text size="xs">{formatDateTime(row.updated_at)}</Text>
            <Text size="xs" c="dimmed">
              {t('list.released', { date: formatDate(row.released_at) })}
            </Text>
          </Stack>
        ),
      },
      {
        accessor: 'actions',
        title: '',
        width: 48,
        render: (row) => (
          <Tooltip label={t('list.edit')}>
            <ActionIcon
              component={Link}
              to={`/dashboard/entry/edit/${row.id}`}
              variant="subtle"
              aria-label={t('list.edit')}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
        ),
      },
    ];
    return cols.filter((c): c is DataTableColumn<DashboardEntryRow> => c !== null);
  }, [t, showStats]);

  const actions = ACTIONS_OF[list].filter((a) =>
    a === 'forceDelete' ? policy.can('entry.forceDelete') : canTrash,
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t(`lists.${list}`)}</Title>
        <Button component={Link} to="/dashboard/entry/new" leftSection={<IconPlus size={16} />}>
          {t('list.new')}
        </Button>
      </Group>
      <AdminTable<DashboardEntryRow>
        table={table}
        columns={columns}
        records={data?.data}
        totalRecords={data?.total ?? 0}
        totalEstimated={data?.total_estimated === true}
        isLoading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        searchLabel={t('list.search')}
        testId="entry-list"
        emptyText={t(`list.empty.${list}`)}
        toolbar={
          <>
            <Select
              label={t('list.filter.type')}
              data={ENTRY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
              value={params.filters.type ?? null}
              onChange={(value) => update({ type: value })}
              clearable
              w={160}
            />
            <Select
              label={t('list.filter.status')}
              data={[
                { value: 'active', label: t('status.active') },
                { value: 'disabled', label: t('status.disabled') },
              ]}
              value={params.filters.status ?? null}
              onChange={(value) => update({ status: value })}
              clearable
              w={150}
            />
            <Select
              label={t('list.filter.exact')}
              data={[{ value: '1', label: t('list.filter.exactYes') }]}
              value={params.filters.exact ?? null}
              onChange={(value) => update({ exact: value })}
              clearable
              w={150}
            />
          </>
        }
        selection={canBulk ? { selected, onChange: setSelected } : undefined}
        bulkActions={(rows) =>
          actions.map((action) => (
            <Button
              key={action}
              size="xs"
              variant="light"
              color={action === 'forceDelete' || action === 'delete' ? 'red' : undefined}
              onClick={() => setPending({ action, rows })}
              data-testid={`bulk-${action}`}
            >
              {t(`list.action.${action}`)}
            </Button>
          ))
        }
      />
      <ConfirmDialog
        opened={pending !== null}
        title={pending ? t(`list.action.${pending.action}`) : ''}
        message={
          pending
            ? t('list.confirm', { count: pending.rows.length, action: t(`list.action.${pending.action}`) })
            : ''
        }
        confirmLabel={pending ? t(`list.action.${pending.action}`) : ''}
        danger={pending?.action === 'forceDelete' || pending?.action === 'delete'}
        loading={bulk.isPending}
        onConfirm={() => pending && void run(pending.action, pending.rows)}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
