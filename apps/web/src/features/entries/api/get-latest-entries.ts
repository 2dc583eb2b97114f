import { ENTRY_PAGE_SIZE, type EntryCard, type EntryType, ZEntryCardPage } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The answer is `{ data }`: the paged schema's list without the paging fields (checked in development). */
const ZLatestEntries = import.meta.env.DEV ? ZEntryCardPage.pick({ data: true }) : undefined;

export interface LatestEntriesParams {
  type?: EntryType;
  limit?: number;
}

/** `GET /api/entries/latest?limit=21[&type=]` → the newest entries, optionally of one type. */
export async function getLatestEntries(
  { type, limit = ENTRY_PAGE_SIZE }: LatestEntriesParams,
  signal?: AbortSignal,
): Promise<EntryCard[]> {
  const { data } = await api.get('/api/entries/latest', {
    query: { limit, type },
    signal,
    schema: ZLatestEntries,
  });
  return data;
}

export const latestEntriesQueryOptions = (params: LatestEntriesParams = {}) =>
  queryOptions({
    queryKey: ['entries', 'latest', params.type ?? 'all', params.limit ?? ENTRY_PAGE_SIZE],
    queryFn: ({ signal }) => getLatestEntries(params, signal),
  });

export function useLatestEntries(params: LatestEntriesParams = {}) {
  return useQuery(latestEntriesQueryOptions(params));
}
