import {
  DIGITAL_SUB_TYPES,
  type EntryType,
  GAME_PLATFORMS,
  SORT_OPTIONS,
  SORT_ORDERS,
  type SortOption,
  type SortOrder,
  type SubType,
} from '@regal/shared';

export interface ListingParams {
  page: number;
  sortBy: SortOption;
  sortOrder: SortOrder;
  subType: SubType | undefined;
}

const DEFAULTS = { page: 1, sortBy: 'latest', sortOrder: 'desc' } as const;

/** The sub types a listing offers: digital media kinds and game platforms. */
export function subTypesOf(type: EntryType): readonly SubType[] {
  if (type === 'digital') return DIGITAL_SUB_TYPES;
  if (type === 'game') return GAME_PLATFORMS;
  return [];
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** Reads page and sort from the URL query; anything unknown falls back to the defaults. */
export function readListingParams(search: URLSearchParams, type: EntryType): ListingParams {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : DEFAULTS.page,
    sortBy: oneOf(SORT_OPTIONS, search.get('sortBy')) ?? DEFAULTS.sortBy,
    sortOrder: oneOf(SORT_ORDERS, search.get('sortOrder')) ?? DEFAULTS.sortOrder,
    subType: oneOf(subTypesOf(type), search.get('sub_type')),
  };
}

/** Writes the params back, leaving defaults out so URLs stay short. */
export function toListingSearch(params: ListingParams): string {
  const search = new URLSearchParams();
  if (params.page !== DEFAULTS.page) search.set('page', String(params.page));
  if (params.sortBy !== DEFAULTS.sortBy) search.set('sortBy', params.sortBy);
  if (params.sortOrder !== DEFAULTS.sortOrder) search.set('sortOrder', params.sortOrder);
  if (params.subType) search.set('sub_type', params.subType);
  const text = search.toString();
  return text ? `?${text}` : '';
}
