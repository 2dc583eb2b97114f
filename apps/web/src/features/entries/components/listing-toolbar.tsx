import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { type EntryType, SORT_OPTIONS, type SortOption, type SubType } from '@regal/shared';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type ListingParams, subTypesOf } from './listing-params.ts';

interface ListingToolbarProps {
  type: EntryType;
  params: ListingParams;
  onChange: (next: Partial<ListingParams>) => void;
}

/** Sort (spec §3 v3 options) with an ascending/descending toggle, and a sub type where one exists. */
export function ListingToolbar({ type, params, onChange }: ListingToolbarProps) {
  const { t } = useTranslation(['entries', 'common']);
  const subTypes = subTypesOf(type);
  const ascending = params.sortOrder === 'asc';
  const orderLabel = ascending ? t('listing.ascending') : t('listing.descending');

  return (
    <Group gap="xs" wrap="wrap">
      {subTypes.length > 0 && (
        <Select
          aria-label={t('listing.subTypeLabel')}
          placeholder={t('listing.subTypeAll')}
          data={subTypes.map((value) => ({ value, label: t(`common:subTypes.${value}`) }))}
          value={params.subType ?? null}
          onChange={(value) => onChange({ subType: (value as SubType | null) ?? undefined })}
          clearable
          allowDeselect
          w={180}
          radius="xl"
          comboboxProps={{ withinPortal: true }}
          data-testid="subtype-select"
        />
      )}
      <Select
        aria-label={t('listing.sortLabel')}
        data={SORT_OPTIONS.map((value) => ({ value, label: t(`sort.${value}`) }))}
        value={params.sortBy}
        onChange={(value) => value && onChange({ sortBy: value as SortOption })}
        allowDeselect={false}
        w={210}
        radius="xl"
        data-testid="sort-select"
      />
      <Tooltip label={orderLabel} withArrow>
        <ActionIcon
          variant="default"
          size={36}
          radius="xl"
          aria-label={orderLabel}
          aria-pressed={ascending}
          data-testid="sort-order-toggle"
          data-order={params.sortOrder}
          onClick={() => onChange({ sortOrder: ascending ? 'desc' : 'asc' })}
        >
          {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
