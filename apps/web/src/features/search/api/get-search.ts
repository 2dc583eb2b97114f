import { type SearchMode, type SearchResult, type SearchSortOption, ZSearchResult } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { SearchState } from '../search-params.ts';

/** The parameters of `GET /api/start/search` (spec §3 "Search parameters") the web app sends. */
export interface SearchApiQuery {
  mode: SearchMode;
  q?: string | undefined;
  types?: string | undefined;
  genres?: string | undefined;
  years?: string | undefined;
  ratings?: string | undefined;
  source?: string | undefined;
  page: number;
  sortBy?: SearchSortOption | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
}

const joined = (list: string[]) => (list.length > 0 ? list.join(',') : undefined);

/** What the page's URL state asks of the API: the tab or mask picks the mode and its filters. */
export function toSearchApiQuery(state: SearchState): SearchApiQuery {
  const base = { q: state.q || undefined, page: state.page };
  if (state.mask === 'releases') return { ...base, mode: 'releases', types: joined(state.types) };
  if (state.mask === '0day') return { ...base, mode: '0day', types: joined(state.types) };
  if (state.tab === 'req') return { ...base, mode: 'req', sortBy: state.byVotes ? 'votes' : undefined };
  // sceneBOT: the releases the scene bot brought in, newest first.
  if (state.tab === 'scenebot') return { ...base, mode: 'releases', source: 'scene' };
  // Trends and Popular are their own order (most viewed, most downloaded first): a custom sort's
  // `asc` from the search tab is not carried into them (issue 36).
  const tabOrder = state.tab === 'trends' || state.tab === 'popular' ? state.tab : undefined;
  const ownOrder = tabOrder !== undefined;
  const sortBy = tabOrder ?? state.sortBy;
  return {
    ...base,
    mode: 'entries',
    types: joined(state.types) ?? 'all',
    genres: joined(state.genres),
    years: state.years || undefined,
    ratings: state.ratings || undefined,
    sortBy,
    sortOrder: ownOrder ? undefined : state.sortOrder,
  };
}

export function getSearch(query: SearchApiQuery, signal?: AbortSignal): Promise<SearchResult> {
  return api.get('/api/start/search', { query: { ...query }, signal, schema: ZSearchResult });
}

/** `marker` is the header's `f`: part of the key, so searching the same text again fetches anew. */
export const searchQueryOptions = (query: SearchApiQuery, marker = '') =>
  queryOptions({
    queryKey: ['search', query, marker],
    queryFn: ({ signal }) => getSearch(query, signal),
    // The previous page stays on screen while the next loads, so the list does not jump; a
    // different mode's list would be the wrong shape, so that one is not kept.
    placeholderData: (previous) => (previous?.mode === query.mode ? previous : undefined),
    retry: false,
  });

export function useSearch(query: SearchApiQuery, marker = '') {
  return useQuery(searchQueryOptions(query, marker));
}
