import { type EntryDetail, ZEntryDetail } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/entries/:uid` → the entry with its releases; 404 when there is none. */
export function getEntry(uid: string, signal?: AbortSignal): Promise<EntryDetail> {
  return api.get(`/api/entries/${encodeURIComponent(uid)}`, {
    signal,
    schema: import.meta.env.DEV ? ZEntryDetail : undefined,
  });
}

export const entryQueryOptions = (uid: string) =>
  queryOptions({
    queryKey: ['entries', 'detail', uid],
    queryFn: ({ signal }) => getEntry(uid, signal),
  });

export function useEntry(uid: string | undefined) {
  return useQuery({ ...entryQueryOptions(uid ?? ''), enabled: Boolean(uid) });
}
