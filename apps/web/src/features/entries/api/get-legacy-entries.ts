import {
  ENTRY_PAGE_SIZE,
  type EntryCard,
  type LegacySortOption,
  type LegacyTypeSegment,
  type Paged,
  type SortOrder,
  ZEntryCardPage,
} from '@regal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface LegacyEntriesParams {
  segment: LegacyTypeSegment;
  page: number;
  sortBy: LegacySortOption;
  sortOrder: SortOrder;
}

/** `GET /api/entries/v2/type/:segment?page=&sortBy=&sortOrder=` → the older listing's page. */
export function getLegacyEntries(
  params: LegacyEntriesParams,
  signal?: AbortSignal,
): Promise<Paged<EntryCard>> {
  return api.get(`/api/entries/v2/type/${params.segment}`, {
    query: {
      page: params.page,
      per_page: ENTRY_PAGE_SIZE,
      sortBy: params.sortBy,
      sortOrder: params.sortOrder,
    },
    signal,
    schema: import.meta.env.DEV ? ZEntryCardPage : undefined,
  });
}

export const legacyEntriesQueryOptions = (params: LegacyEntriesParams) =>
  queryOptions({
    queryKey: ['entries', 'v2', params],
    queryFn: ({ signal }) => getLegacyEntries(params, signal),
    placeholderData: keepPreviousData,
  });

export function useLegacyEntries(params: LegacyEntriesParams) {
  return useQuery(legacyEntriesQueryOptions(params));
}
