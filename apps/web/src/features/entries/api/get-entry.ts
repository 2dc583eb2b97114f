import { type EntryDetail, ZEntryDetail } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { entryBoot } from '../../../lib/entry-boot.ts';

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
    // The detail page's HTML may carry this entry (read by the server for the same request).
    initialData: () => entryBoot(uid)?.entry,
    initialDataUpdatedAt: () => entryBoot(uid)?.at,
  });

export function useEntry(uid: string | undefined) {
  return useQuery({ ...entryQueryOptions(uid ?? ''), enabled: Boolean(uid) });
}
