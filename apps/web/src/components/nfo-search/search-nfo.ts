import { type NfoSearchResponse, ZNfoSearchResponse } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** `GET /api/nfo/search?q=` → xREL scene and P2P releases, merged by our server. */
export function searchNfo(q: string, signal?: AbortSignal): Promise<NfoSearchResponse> {
  return api.get('/api/nfo/search', {
    query: { q },
    signal,
    schema: import.meta.env.DEV ? ZNfoSearchResponse : undefined,
  });
}

export const nfoSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['nfo', 'search', q],
    queryFn: ({ signal }) => searchNfo(q, signal),
    // A 429 is answered with a retry button; retrying on our own would only spend more budget.
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useNfoSearch(q: string) {
  return useQuery({ ...nfoSearchQueryOptions(q), enabled: q.length >= 2 });
}
