import { type FeaturedActor, ZFeaturedActorsResponse } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/actors/featured?limit=` → the people credited on the most entries. */
export async function getFeaturedActors(limit: number, signal?: AbortSignal): Promise<FeaturedActor[]> {
  const { data } = await api.get('/api/actors/featured', {
    query: { limit },
    signal,
    schema: import.meta.env.DEV ? ZFeaturedActorsResponse : undefined,
  });
  return data;
}

export const featuredActorsQueryOptions = (limit = 24) =>
  queryOptions({
    queryKey: ['actors', 'featured', limit],
    queryFn: ({ signal }) => getFeaturedActors(limit, signal),
  });

export function useFeaturedActors(limit = 24) {
  return useQuery(featuredActorsQueryOptions(limit));
}
