import {
  LEGACY_SORT_OPTIONS,
  LEGACY_TYPE_SEGMENTS,
  type LegacySortOption,
  type LegacyTypeSegment,
  SORT_ORDERS,
  type SortOrder,
} from '@regal/shared';

/** The older listing's (`v2/type/:segment`) page and order, read by its page and its server loader. */
export interface LegacyParams {
  page: number;
  sortBy: LegacySortOption;
  sortOrder: SortOrder;
}

const oneOf = <T extends string>(options: readonly T[], value: string | null) =>
  options.find((o) => o === value);

export function readLegacyParams(search: URLSearchParams): LegacyParams {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sortBy: oneOf(LEGACY_SORT_OPTIONS, search.get('sortBy')) ?? 'created',
    sortOrder: oneOf(SORT_ORDERS, search.get('sortOrder')) ?? 'desc',
  };
}

export const toLegacySearch = (p: LegacyParams) =>
  `?${new URLSearchParams({ page: String(p.page), sortBy: p.sortBy, sortOrder: p.sortOrder })}`;

export const isLegacySegment = (value: string): value is LegacyTypeSegment =>
  Object.hasOwn(LEGACY_TYPE_SEGMENTS, value);
