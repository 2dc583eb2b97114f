import { ActionIcon, Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, type PageListItem } from '@regal/shared';
import { IconExternalLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminTable } from '../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import { useDeletePage, usePageList } from '../api/page-editing.ts';

/** `dashboard/pages` (spec 02 §2): title, slug, author, updated. */
export function PagesListPage() {
  const { t } = useTranslation('pages');
  const table = useTableParams();
  const query = usePageList();
  const remove = useDeletePage();
  const [confirm, setConfirm] = useState<number | null>(null);
  const needle = table.params.search.trim().toLowerCase();
  const rows = (query.data?.items ?? []).filter(
    (page) => page.title.toLowerCase().includes(needle) || page.slug.includes(needle),
  );
  const columns: DataTableColumn<PageListItem>[] = [
    {
      accessor: 'title',
      title: t('list.title'),
      render: (page) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} component={Link} to={`/dashboard/page/edit/${page.id}`}>
            {page.title}
          </Text>
          {page.reserved && (
            <Badge size="xs" variant="light" color="gray">
              {t('list.linked')}
            </Badge>
          )}
        </Group>
      ),
    },
    { accessor: 'slug', title: t('list.slug'), render: (page) => <code>{page.slug}</code> },
    { accessor: 'user', title: t('list.author'), render: (page) => page.user?.username ?? '—' },
    { accessor: 'updated_at', title: t('list.updated'), render: (page) => formatDateTime(page.updated_at) },
    {
      accessor: 'actions',
      title: '',
      textAlign: 'right',
      render: (page) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('editor.view')}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={`/page/${page.slug}`}
              target="_blank"
              aria-label={`${t('editor.view')}: ${page.title}`}
            >
              <IconExternalLink size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('list.edit')}>
            <ActionIcon
              variant="subtle"
              component={Link}
              to={`/dashboard/page/edit/${page.id}`}
              aria-label={`${t('list.edit')}: ${page.title}`}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          {!page.reserved &&
            (confirm === page.id ? (
              <Button
                size="compact-xs"
                color="red"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(page.id, {
                    onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }),
                    onError: (error) => notifications.show({ color: 'red', message: error.message }),
                    onSettled: () => setConfirm(null),
                  })
                }
              >
                {t('list.confirmDelete')}
              </Button>
            ) : (
              <Tooltip label={t('list.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setConfirm(page.id)}
                  aria-label={`${t('list.delete')}: ${page.title}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            ))}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md" data-testid="pages-list">
      <Group justify="space-between">
        <Title order={1}>{t('list.heading')}</Title>
        <Button component={Link} to="/dashboard/page/new" leftSection={<IconPlus size={16} />}>
          {t('list.new')}
        </Button>
      </Group>
      <AdminTable<PageListItem>
        table={table}
        columns={columns}
        records={rows}
        totalRecords={rows.length}
        pageSize={Math.max(rows.length, 1)}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => query.refetch()}
        searchLabel={t('list.search')}
        searchDebounceMs={150}
        emptyText={t('list.empty')}
      />
    </Stack>
  );
}
