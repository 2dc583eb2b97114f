import 'mantine-datatable/styles.layer.css';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useTableParams } from './use-table-params.ts';

export const ADMIN_PAGE_SIZE = 50;

export interface AdminTableProps<T> {
  /** the list's URL state from `useTableParams` */
  table: ReturnType<typeof useTableParams>;
  columns: DataTableColumn<T>[];
  records: T[] | undefined;
  totalRecords: number;
  /** the total is the server's estimate (very long lists): shown as "about N" */
  totalEstimated?: boolean;
  isLoading: boolean;
  error?: unknown;
  onRetry?: () => void;
  idAccessor?: keyof T & string;
  pageSize?: number;
  /** shows the search box; the value goes to the URL after `searchDebounceMs` */
  searchLabel?: string;
  searchDebounceMs?: number;
  /** filters, buttons: rendered above the table next to the search box */
  toolbar?: ReactNode;
  /** row selection (shift-click selects a range); leave out to hide the checkboxes */
  selection?: { selected: T[]; onChange: (records: T[]) => void };
  /** actions for the selected rows, shown while some are selected */
  bulkActions?: (selected: T[]) => ReactNode;
  emptyText?: string;
  testId?: string;
}

/**
 * The one staff table (architecture brief, "One admin table"): a thin wrapper around
 * mantine-datatable with server pagination, sort and search in the URL, selection with bulk actions,
 * and loading, empty and error states. Every dashboard list uses it.
 */
export function AdminTable<T>({
  table,
  columns,
  records,
  totalRecords,
  totalEstimated = false,
  isLoading,
  error,
  onRetry,
  idAccessor,
  pageSize = ADMIN_PAGE_SIZE,
  searchLabel,
  searchDebounceMs = 500,
  toolbar,
  selection,
  bulkActions,
  emptyText,
  testId,
}: AdminTableProps<T>) {
  const { t } = useTranslation('dashboard');
  const { params, update } = table;
  const [search, setSearch] = useState(params.search);
  const pushSearch = useDebouncedCallback((value: string) => update({ search: value }), searchDebounceMs);
  // Back/forward changes the URL: follow it.
  useEffect(() => setSearch(params.search), [params.search]);

  const selected = selection?.selected ?? [];
  return (
    <Stack gap="sm" data-testid={testId}>
      {(searchLabel || toolbar) && (
        <Group gap="sm" wrap="wrap" align="flex-end">
          {searchLabel && (
            <TextInput
              label={searchLabel}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                pushSearch(event.currentTarget.value);
              }}
              style={{ flex: '1 1 220px', minWidth: 0 }}
              data-testid="admin-table-search"
            />
          )}
          {toolbar}
        </Group>
      )}
      {selection && selected.length > 0 && bulkActions && (
        <Paper withBorder p="xs" radius="md" data-testid="admin-table-bulk">
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('table.selected', { count: selected.length })}
            </Text>
            {bulkActions(selected)}
            <Button variant="subtle" size="xs" onClick={() => selection.onChange([])}>
              {t('table.clearSelection')}
            </Button>
          </Group>
        </Paper>
      )}
      {error ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('table.errorTitle')} role="alert">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{error instanceof Error ? error.message : t('table.errorText')}</Text>
            {onRetry && (
              <Button size="xs" variant="light" color="red" onClick={onRetry}>
                {t('table.retry')}
              </Button>
            )}
          </Group>
        </Alert>
      ) : (
        <DataTable<T>
          withTableBorder
          borderRadius="md"
          // A table wider than the screen scrolls sideways: keyboard users reach it with Tab (axe).
          scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
          highlightOnHover
          // Row actions stay in sight at the right edge while a wide table scrolls under them.
          pinLastColumn={columns.at(-1)?.accessor === 'actions'}
          minHeight={records && records.length > 0 ? undefined : 180}
          idAccessor={idAccessor ?? ('id' as keyof T & string)}
          columns={columns}
          records={records ?? []}
          fetching={isLoading}
          totalRecords={totalRecords}
          recordsPerPage={pageSize}
          page={params.page}
          onPageChange={(page) => update({ page })}
          paginationText={({ from, to, totalRecords: total }) =>
            t(totalEstimated ? 'table.rangeEstimated' : 'table.range', { from, to, total })
          }
          getPaginationControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': t('table.previous') }
              : control === 'next'
                ? { 'aria-label': t('table.next') }
                : {}
          }
          // An empty accessor matches no column: the list is in the server's default order.
          sortStatus={{ columnAccessor: params.sortBy ?? '', direction: params.sortOrder }}
          onSortStatusChange={(status) =>
            update({ sortBy: String(status.columnAccessor), sortOrder: status.direction })
          }
          selectedRecords={selection?.selected}
          onSelectedRecordsChange={selection?.onChange}
          allRecordsSelectionCheckboxProps={{ 'aria-label': t('table.selectAll') }}
          getRecordSelectionCheckboxProps={(_, index) => ({
            'aria-label': t('table.selectRow', { n: index + 1 }),
          })}
          noRecordsText={emptyText ?? t('table.empty')}
          loadingText={t('table.loading')}
        />
      )}
    </Stack>
  );
}
