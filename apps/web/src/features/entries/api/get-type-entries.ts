import {
  ENTRY_PAGE_SIZE,
  type EntryCard,
  type EntryType,
  type Paged,
  type SortOption,
  type SortOrder,
  type SubType,
  ZEntryCardPage,
} from '@regal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface TypeEntriesParams {
  type: EntryType;
  page: number;
  sortBy: SortOption;
  sortOrder: SortOrder;
  subType?: SubType | undefined;
  perPage?: number;
}

/** `GET /api/entries/type/:type?page=&per_page=&sortBy=&sortOrder=&sub_type=` → one page of cards. */
export function getTypeEntries(params: TypeEntriesParams, signal?: AbortSignal): Promise<Paged<EntryCard>> {
  return api.get(`/api/entries/type/${encodeURIComponent(params.type)}`, {
    query: {
      page: params.page,
      per_page: params.perPage ?? ENTRY_PAGE_SIZE,
      sortBy: params.sortBy,
      sortOrder: params.sortOrder,
      sub_type: params.subType,
    },
    signal,
    schema: import.meta.env.DEV ? ZEntryCardPage : undefined,
  });
}

export const typeEntriesQueryOptions = (params: TypeEntriesParams) =>
  queryOptions({
    queryKey: ['entries', 'type', params],
    queryFn: ({ signal }) => getTypeEntries(params, signal),
    // Keep the old page on screen while the next one loads, so the grid does not collapse.
    placeholderData: keepPreviousData,
  });

export function useTypeEntries(params: TypeEntriesParams) {
  return useQuery(typeEntriesQueryOptions(params));
}
