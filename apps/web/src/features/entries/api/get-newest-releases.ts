import { type EntryType, type Paged, type ReleaseWithEntry, ZReleaseWithEntryPage } from '@regal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface NewestReleasesParams {
  page: number;
  type?: EntryType | undefined;
}

/** `GET /api/releases/newest?page=&type=` → the warez mode's page of newest releases (50). */
export function getNewestReleases(
  params: NewestReleasesParams,
  signal?: AbortSignal,
): Promise<Paged<ReleaseWithEntry>> {
  return api.get('/api/releases/newest', {
    query: { page: params.page, type: params.type },
    signal,
    schema: import.meta.env.DEV ? ZReleaseWithEntryPage : undefined,
  });
}

export const newestReleasesQueryOptions = (params: NewestReleasesParams) =>
  queryOptions({
    queryKey: ['releases', 'newest', params],
    queryFn: ({ signal }) => getNewestReleases(params, signal),
    placeholderData: keepPreviousData,
  });

export function useNewestReleases(params: NewestReleasesParams) {
  return useQuery(newestReleasesQueryOptions(params));
}
