import {
  type EntryCard,
  type FavoriteIds,
  type FavoriteToggleResult,
  type Paged,
  ZEntryCard,
  ZFavoriteIds,
  ZFavoriteToggleResult,
  zPaged,
} from '@regal/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

// Answers are checked against the contracts only in development: the favorite toggle sits on home's
// entry cards, and the contract library stays out of the first load (decision 018).
const ZFavoritesPage = import.meta.env.DEV ? zPaged(ZEntryCard) : undefined;

/** Spec 01 §7 `GET /api/whishlist/ids`: the signed-in user's favorite entry ids. */
export const favoriteIdsOptions = () =>
  queryOptions({
    queryKey: ['favorites', 'ids'],
    queryFn: ({ signal }): Promise<FavoriteIds> =>
      api.get('/api/whishlist/ids', { signal, schema: import.meta.env.DEV ? ZFavoriteIds : undefined }),
    staleTime: 60_000,
  });

/** The favorite ids as a set; empty (and no request) for guests. */
export function useFavoriteIds(): Set<number> {
  const { isLoggedIn } = useSession();
  const query = useQuery({ ...favoriteIdsOptions(), enabled: isLoggedIn });
  return new Set(query.data?.items ?? []);
}

export function useFavoritesPage(page: number) {
  return useQuery({
    queryKey: ['favorites', 'page', page],
    queryFn: ({ signal }): Promise<Paged<EntryCard>> =>
      api.get('/api/whishlist', { signal, query: { page }, schema: ZFavoritesPage }),
    placeholderData: keepPreviousData,
  });
}

export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number): Promise<FavoriteToggleResult> =>
      api.post(
        '/api/whishlist/toggle',
        { entry_id: entryId },
        { schema: import.meta.env.DEV ? ZFavoriteToggleResult : undefined },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['favorites'] }),
  });
}
