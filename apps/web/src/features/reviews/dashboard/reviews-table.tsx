import { Button, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  formatDateTime,
  REVIEW_RATING_MAX,
  REVIEW_SEARCH_DEBOUNCE_MS,
  type Review,
  truncate,
} from '@regal/shared';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, AdminTable } from '../../../components/admin-table/admin-table.tsx';
import { useTableParams } from '../../../components/admin-table/use-table-params.ts';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';
import { usePolicy } from '../../../lib/policy.ts';
import { StrikeDialog } from '../../strikes/components/strike-dialog.tsx';
import { useDeleteReviews, useReviews } from '../api/reviews.ts';

/**
 * Spec 02 §2 "Reviews table": select checkbox for moderators, cover, title and content, rating out
 * of 10, author, updated; 'No items here' when empty. `scope` is `all` (dashboard/reviews) or an
 * entry uid (the entry editor's reviews tab).
 */
export function ReviewsTable({ scope, testId = 'reviews-table' }: { scope: string; testId?: string }) {
  const { t } = useTranslation('reviews');
  const policy = usePolicy();
  const table = useTableParams({ sortBy: 'updated', sortOrder: 'desc' });
  const { params } = table;
  const sortBy = params.sortBy === 'rating' || params.sortBy === 'created' ? params.sortBy : 'updated';
  const query = useReviews(scope, {
    page: params.page,
    per_page: ADMIN_PAGE_SIZE,
    search: params.search || undefined,
    sortBy,
    sortOrder: params.sortOrder,
  });
  const remove = useDeleteReviews();
  const [selected, setSelected] = useState<Review[]>([]);
  const [confirming, setConfirming] = useState<Review[] | null>(null);
  const [striking, setStriking] = useState<Review['user'] | null>(null);
  const reviewsBy = (userId: number) =>
    (query.data?.items.data ?? [])
      .filter((r) => r.user.id === userId)
      .map((r) => ({
        id: r.id,
        author: r.user.displayname ?? r.user.username,
        rating: r.rating,
        title: r.title,
        content: r.content,
      }));

  const columns: DataTableColumn<Review>[] = [
    {
      accessor: 'cover',
      title: t('table.cover'),
      width: 64,
      render: (r) => <Image src={r.entry.cover} alt="" w={40} h={60} radius="sm" fit="cover" />,
    },
    {
      accessor: 'title',
      title: t('table.titleContent'),
      render: (r) => (
        <Stack gap={2}>
          <Text size="sm" fw={600} lineClamp={1}>
            {r.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {truncate(r.content, 300)}
          </Text>
          <Text size="xs" c="dimmed">
            {r.entry.title}
          </Text>
        </Stack>
      ),
    },
    ...(policy.can('strike.create')
      ? [
          {
            accessor: 'strikes',
            title: t('table.strikes'),
            width: 110,
            render: (r: Review) => (
              <Button
                size="compact-xs"
                variant="light"
                color={r.user.strikes_count > 0 ? 'orange' : 'gray'}
                leftSection={<IconAlertTriangle size={12} />}
                onClick={() => setStriking(r.user)}
              >
                {/* Named by its visible number plus hidden words (WCAG 2.5.3), not by a label without it. */}
                {r.user.strikes_count}
                <VisuallyHidden>
                  {' '}
                  {t('table.strikeUser', { name: r.user.displayname ?? r.user.username })}
                </VisuallyHidden>
              </Button>
            ),
          } satisfies DataTableColumn<Review>,
        ]
      : []),
    {
      accessor: 'rating',
      title: t('table.rating'),
      sortable: true,
      width: 90,
      render: (r) => t('outOf', { rating: r.rating, max: REVIEW_RATING_MAX }),
    },
    { accessor: 'author', title: t('table.author'), render: (r) => r.user.displayname ?? r.user.username },
    {
      accessor: 'updated',
      title: t('table.updated'),
      sortable: true,
      render: (r) => formatDateTime(r.updated_at),
    },
  ];

  const confirmDelete = () => {
    if (!confirming) return;
    remove.mutate(
      { ids: confirming.map((r) => r.id), admin: true },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'teal', message: answer.message });
          setSelected([]);
        },
        // Spec 02 §8: a failed review delete shows the server message.
        onError: (error) => notifications.show({ color: 'red', message: error.message }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <>
      <AdminTable<Review>
        table={table}
        columns={columns}
        records={query.data?.items.data}
        totalRecords={query.data?.items.total ?? 0}
        isLoading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        searchLabel={t('table.search')}
        searchDebounceMs={REVIEW_SEARCH_DEBOUNCE_MS}
        selection={policy.can('review.select') ? { selected, onChange: setSelected } : undefined}
        bulkActions={
          policy.can('review.bulkDelete')
            ? (rows) => (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => setConfirming(rows)}
                  data-testid="reviews-bulk-delete"
                >
                  {t('table.deleteSelected')}
                </Button>
              )
            : undefined
        }
        emptyText={t('table.empty')}
        testId={testId}
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={t('deleteConfirm.title')}
        message={t('deleteConfirm.bulk', { count: confirming?.length ?? 0 })}
        confirmLabel={t('delete')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(null)}
      />
      {striking && (
        <StrikeDialog
          userId={striking.id}
          username={striking.displayname ?? striking.username}
          reviews={reviewsBy(striking.id)}
          opened
          onClose={() => setStriking(null)}
        />
      )}
    </>
  );
}
