import { ActionIcon, Group, SegmentedControl, Select, Tooltip } from '@mantine/core';
import { SORT_OPTIONS, type SortOption, type SortOrder } from '@regal/shared';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SortControlProps {
  sortBy: SortOption | undefined;
  sortOrder: SortOrder;
  /** With a text the default order is relevance (exact titles first), otherwise latest. */
  hasText: boolean;
  onChange: (next: { sortBy?: SortOption | undefined; sortOrder?: SortOrder }) => void;
}

/** Spec §2: sort latest or custom (the v3 options), with an ascending/descending toggle. */
export function SortControl({ sortBy, sortOrder, hasText, onChange }: SortControlProps) {
  const { t } = useTranslation('search');
  const custom = sortBy !== undefined;
  const ascending = sortOrder === 'asc';
  const orderLabel = ascending ? t('sort.ascending') : t('sort.descending');
  return (
    <Group gap="xs" wrap="nowrap">
      <SegmentedControl
        value={custom ? 'custom' : 'default'}
        onChange={(value) => onChange({ sortBy: value === 'custom' ? 'recently_added' : undefined })}
        data={[
          {
            value: 'default',
            label: (
              <span data-testid="sort-mode-default">{hasText ? t('sort.relevance') : t('sort.latest')}</span>
            ),
          },
          { value: 'custom', label: <span data-testid="sort-mode-custom">{t('sort.custom')}</span> },
        ]}
        radius="xl"
        size="sm"
        aria-label={t('sort.label')}
      />
      {custom && (
        <Select
          aria-label={t('sort.by')}
          data={SORT_OPTIONS.map((value) => ({ value, label: t(`sort.options.${value}`) }))}
          value={sortBy}
          onChange={(value) => value && onChange({ sortBy: value as SortOption })}
          allowDeselect={false}
          w={200}
          radius="xl"
          data-testid="search-sort-select"
        />
      )}
      <Tooltip label={orderLabel} withArrow>
        <ActionIcon
          variant="default"
          size={36}
          radius="xl"
          aria-label={orderLabel}
          aria-pressed={ascending}
          data-testid="search-sort-order"
          data-order={sortOrder}
          onClick={() => onChange({ sortOrder: ascending ? 'desc' : 'asc' })}
        >
          {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
