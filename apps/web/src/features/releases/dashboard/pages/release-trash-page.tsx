import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatBytes, type TrashRow } from '@regal/shared';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../../components/admin-table/use-table-params.ts';
import { ConfirmDialog } from '../../../../components/feedback/confirm-dialog.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { currentLocale } from '../../../../lib/i18n.ts';
import { useReleaseDelete, useReleaseRestore, useReleaseTrash } from '../api/releases-admin.ts';

/** `dashboard/release/deleted`: trashed releases (own ones for upper) with restore and force delete. */
export function ReleaseTrashPage() {
  const { t } = useTranslation('catalogue');
  const table = useTableParams();
  const { data, isFetching, error, refetch } = useReleaseTrash({
    page: table.params.page,
    search: table.params.search || undefined,
  });
  const restore = useReleaseRestore();
  const remove = useReleaseDelete();
  const [selected, setSelected] = useState<TrashRow[]>([]);
  const [forceIds, setForceIds] = useState<number[] | null>(null);

  const doRestore = async (ids: number[]) => {
    try {
      for (const id of ids) await restore.mutateAsync(id);
      setSelected([]);
      notifications.show({ color: 'teal', message: t('trash.restored', { count: ids.length }) });
    } catch (failure) {
      notifications.show({ color: 'red', message: (failure as Error).message });
    }
  };
  const doForce = async () => {
    if (!forceIds) return;
    try {
      const answer = await remove.mutateAsync({ ids: forceIds, force: true });
      setSelected([]);
      notifications.show({ color: 'teal', message: answer.message });
    } catch (failure) {
      notifications.show({ color: 'red', message: (failure as Error).message });
    }
    setForceIds(null);
  };

  const columns: DataTableColumn<TrashRow>[] = [
    {
      accessor: 'fulltitle',
      title: t('release.fulltitle'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
            {row.fulltitle}
          </Text>
          <Text size="xs" c="dimmed">
            {row.uid} · {row.size ? formatBytes(row.size, 2, currentLocale()) : '–'}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'entry',
      title: t('trash.entry'),
      render: (row) =>
        row.entry ? (
          <Anchor component={Link} to={`/dashboard/entry/edit/${row.entry.id}?tab=releases`} size="sm">
            {row.entry.title}
          </Anchor>
        ) : (
          '–'
        ),
    },
    { accessor: 'user', title: t('release.user'), render: (row) => row.user?.username ?? '–' },
    { accessor: 'deleted_at', title: t('trash.deletedAt'), render: (row) => formatDateTime(row.deleted_at) },
    {
      accessor: 'actions',
      title: '',
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => void doRestore([row.id])}>
            {t('release.restore')}
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => setForceIds([row.id])}>
            {t('release.forceDelete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={2}>{t('trash.title')}</Title>
      <AdminTable<TrashRow>
        table={table}
        columns={columns}
        records={data?.data}
        totalRecords={data?.total ?? 0}
        isLoading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        searchLabel={t('trash.search')}
        emptyText={t('trash.empty')}
        testId="release-trash"
        selection={{ selected, onChange: setSelected }}
        bulkActions={(rows) => (
          <>
            <Button size="xs" variant="light" onClick={() => void doRestore(rows.map((r) => r.id))}>
              {t('release.restore')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setForceIds(rows.map((r) => r.id))}>
              {t('release.forceDelete')}
            </Button>
          </>
        )}
      />
      <ConfirmDialog
        opened={forceIds !== null}
        title={t('release.forceDelete')}
        message={t('trash.confirmForce', { count: forceIds?.length ?? 0 })}
        confirmLabel={t('release.forceDelete')}
        danger
        loading={remove.isPending}
        onConfirm={() => void doForce()}
        onClose={() => setForceIds(null)}
      />
    </Stack>
  );
}
