import { type ActorSearchPage, ZActorSearchPage } from '@regal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ActorSearchParams {
  q: string;
  page: number;
}

/** `GET /api/search/actors?q&page` → people with their entry counts, 21 a page. */
export function getActorSearch(params: ActorSearchParams, signal?: AbortSignal): Promise<ActorSearchPage> {
  return api.get('/api/search/actors', { query: { ...params }, signal, schema: ZActorSearchPage });
}

export const actorSearchQueryOptions = (params: ActorSearchParams) =>
  queryOptions({
    queryKey: ['search', 'actors', params],
    queryFn: ({ signal }) => getActorSearch(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useActorSearch(params: ActorSearchParams) {
  return useQuery(actorSearchQueryOptions(params));
}
