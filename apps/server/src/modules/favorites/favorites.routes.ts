import {
  type EntryCard,
  type Paged,
  ZEntryCard,
  ZErrorResponse,
  ZFavoriteIds,
  ZFavoritesQuery,
  ZFavoriteToggle,
  ZFavoriteToggleResult,
  zPaged,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { t } from '../../lib/messages/index.ts';
import { pagedOf } from '../../lib/paged.ts';
import { requireUser } from '../../plugins/auth.ts';
import { presentEntryCard } from '../entries/entries.presenter.ts';
import { createFavoritesRepository } from './favorites.repository.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const FAVORITES_PER_PAGE = 24;

/** Spec 01: favorites (`favorite` page, the toggle on cards and the detail page, whishlist ids). */
export function favoritesModule(db: Database): FastifyPluginAsyncZod {
  const repo = createFavoritesRepository(db);
  return async (app) => {
    app.get(
      '/whishlist/ids',
      {
        config: { access: 'favorite.manage' },
        schema: {
          tags: ['favorites'],
          summary: "The ids of the caller's favorite entries (spec 01 §7)",
          response: { 200: ZFavoriteIds, ...errors },
        },
      },
      async (request) => ({ items: await repo.ids(requireUser(request).user.id) }),
    );

    app.get(
      '/whishlist',
      {
        config: { access: 'favorite.manage' },
        schema: {
          tags: ['favorites'],
          summary: "The caller's favorite entries, newest first, as entry cards",
          querystring: ZFavoritesQuery,
          response: { 200: zPaged(ZEntryCard), ...errors },
        },
      },
      async (request): Promise<Paged<EntryCard>> => {
        const page = request.query.page ?? 1;
        const perPage = request.query.per_page ?? FAVORITES_PER_PAGE;
        const { rows, total } = await repo.page(requireUser(request).user.id, page, perPage);
        return pagedOf(rows.map(presentEntryCard), total, page, perPage);
      },
    );

    app.post(
      '/whishlist/toggle',
      {
        config: { access: 'favorite.manage' },
        schema: {
          tags: ['favorites'],
          summary: 'Keep an entry as a favorite, or let it go',
          body: ZFavoriteToggle,
          response: { 200: ZFavoriteToggleResult, ...errors, 404: ZErrorResponse },
        },
      },
      async (request) => {
        const { user } = requireUser(request);
        if (!(await repo.entryExists(request.body.entry_id))) throw notFound(t(request, 'notFound'));
        const favorite = await repo.toggle(user.id, request.body.entry_id);
        return { favorite, message: t(request, favorite ? 'favoriteAdded' : 'favoriteRemoved') };
      },
    );
  };
}
