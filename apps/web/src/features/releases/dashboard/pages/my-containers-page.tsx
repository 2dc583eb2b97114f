import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../../components/admin-table/use-table-params.ts';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useMyContainers } from '../api/releases-admin.ts';

type Row = { id: number; name: string; link: string; links_count: number; created_at: string };

/** `dashboard/myfilecrypt`: the filecrypt containers this user created. */
export function MyContainersPage() {
  const { t } = useTranslation('catalogue');
  const table = useTableParams();
  const { data, isFetching, error, refetch } = useMyContainers(table.params.page);
  const columns: DataTableColumn<Row>[] = [
    { accessor: 'name', title: t('containers.name') },
    {
      accessor: 'link',
      title: t('containers.link'),
      render: (row) => (
        <Anchor href={row.link} target="_blank" rel="noreferrer" size="sm">
          {row.link}
        </Anchor>
      ),
    },
    { accessor: 'links_count', title: t('containers.links'), textAlign: 'right' },
    {
      accessor: 'created_at',
      title: t('containers.created'),
      render: (row) => formatDateTime(row.created_at),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('containers.title')}</Title>
        <Button component={Link} to="/dashboard/myfilecrypt/editor" leftSection={<IconPlus size={16} />}>
          {t('containers.new')}
        </Button>
      </Group>
      <AdminTable<Row>
        table={table}
        columns={columns}
        records={data?.data}
        totalRecords={data?.total ?? 0}
        isLoading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        emptyText={t('containers.empty')}
        testId="my-containers"
      />
    </Stack>
  );
}
