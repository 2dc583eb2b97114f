import { Group, MultiSelect } from '@mantine/core';
import { ENTRY_TYPES, GENRES, type SortOption, type SortOrder } from '@regal/shared';
import { useTranslation } from 'react-i18next';
import { RATING_BOUNDS, type SearchState, YEAR_BOUNDS } from '../search-params.ts';
import classes from './entry-filters.module.css';
import { RangeFilter } from './range-filter.tsx';
import { SortControl } from './sort-control.tsx';

interface EntryFiltersProps {
  state: SearchState;
  /** Trends and Popular bring their own order, so they hide the sort. */
  withSort: boolean;
  onChange: (next: Partial<SearchState>) => void;
}

/** The default mask's Type and Genre dropdowns (several at once), year and rating ranges, and its sort. */
export function EntryFilters({ state, withSort, onChange }: EntryFiltersProps) {
  const { t } = useTranslation(['search', 'common']);
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <MultiSelect
        aria-label={t('filters.type')}
        placeholder={state.types.length === 0 ? t('filters.allTypes') : undefined}
        data={ENTRY_TYPES.map((value) => ({ value, label: t(`common:typesPlural.${value}`) }))}
        value={state.types}
        onChange={(types) => onChange({ types })}
        clearable
        radius="xl"
        className={classes.select}
        maxDropdownHeight={320}
        data-testid="search-type-select"
      />
      <MultiSelect
        aria-label={t('filters.genre')}
        placeholder={state.genres.length === 0 ? t('filters.allGenres') : undefined}
        data={GENRES.map((value) => ({ value, label: t(`common:genres.${value}`) }))}
        value={state.genres}
        onChange={(genres) => onChange({ genres })}
        clearable
        searchable
        radius="xl"
        className={classes.select}
        maxDropdownHeight={320}
        data-testid="search-genre-select"
      />
      <RangeFilter
        label={t('filters.year')}
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        value={state.years}
        bounds={YEAR_BOUNDS}
        onChange={(years) => onChange({ years })}
        testId="search-years"
      />
      <RangeFilter
        label={t('filters.rating')}
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        value={state.ratings}
        bounds={RATING_BOUNDS}
        step={0.5}
        decimalScale={1}
        onChange={(ratings) => onChange({ ratings })}
        testId="search-ratings"
      />
      {withSort && (
        <SortControl
          sortBy={state.sortBy}
          sortOrder={state.sortOrder}
          hasText={state.q !== ''}
          onChange={(next: { sortBy?: SortOption | undefined; sortOrder?: SortOrder }) => onChange(next)}
        />
      )}
    </Group>
  );
}
