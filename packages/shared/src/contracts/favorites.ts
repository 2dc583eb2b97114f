import { z } from 'zod';
import type { ClientQuery } from './common.ts';
import { ZId, zIntQuery } from './primitives.ts';

/** Spec 01 §7 `GET /api/whishlist/ids`: the ids of the caller's favorite entries. */
export const ZFavoriteIds = z.object({ items: z.array(z.number().int()) });
export type FavoriteIds = z.infer<typeof ZFavoriteIds>;

export const ZFavoriteToggle = z.object({ entry_id: ZId });
export type FavoriteToggle = z.infer<typeof ZFavoriteToggle>;

export const ZFavoriteToggleResult = z.object({ favorite: z.boolean(), message: z.string() });
export type FavoriteToggleResult = z.infer<typeof ZFavoriteToggleResult>;

/** `favorite` page: a paged entry grid. */
export const ZFavoritesQuery = z.object({
  page: zIntQuery(1, 100_000).optional(),
  per_page: zIntQuery(1, 100).optional(),
});
export type FavoritesQuery = ClientQuery<typeof ZFavoritesQuery>;
