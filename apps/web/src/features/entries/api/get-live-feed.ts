import { LIVE_FEED_SLOTS, type ReleaseWithEntry, ZLiveFeedResponse } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/test/live` → a random pick of recent releases, one per live-feed slot. */
export async function getLiveFeed(signal?: AbortSignal): Promise<ReleaseWithEntry[]> {
  const { data } = await api.get('/api/test/live', {
    query: { count: LIVE_FEED_SLOTS },
    signal,
    schema: import.meta.env.DEV ? ZLiveFeedResponse : undefined,
  });
  return data;
}

export const liveFeedQueryOptions = () =>
  queryOptions({
    queryKey: ['live', 'feed'],
    queryFn: ({ signal }) => getLiveFeed(signal),
    // A new draw only when asked for (the random button), not on every window focus.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useLiveFeed() {
  return useQuery(liveFeedQueryOptions());
}
