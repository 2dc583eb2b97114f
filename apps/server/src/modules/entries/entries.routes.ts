import {
  ZDetailParams,
  ZEntryCard,
  ZEntryCardPage,
  ZEntryDetail,
  ZErrorResponse,
  ZFeaturedActorsQuery,
  ZFeaturedActorsResponse,
  ZLatestQuery,
  ZLegacyListingParams,
  ZLegacyListingQuery,
  ZTypeListingParams,
  ZTypeListingQuery,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entryTag, listingTags, paramOf, queryOf } from './answer-tags.ts';
import type { EntriesService } from './entries.service.ts';

export function entriesRoutes(service: EntriesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/entries/latest',
      {
        config: {
          access: 'public',
          answerCache: {
            tags: (request, body) => listingTags(queryOf(request, 'type') ?? null, 'latest', body),
          },
        },
        schema: {
          tags: ['entries'],
          summary: 'Newest entries (by their newest release)',
          querystring: ZLatestQuery,
          response: { 200: z.object({ data: z.array(ZEntryCard) }) },
        },
      },
      async (request) => ({ data: await service.latest(request.query.limit, request.query.type) }),
    );

    app.get(
      '/entries/type/:type',
      {
        config: {
          access: 'public',
          answerCache: {
            tags: (request, body) => listingTags(paramOf(request, 'type'), queryOf(request, 'sortBy'), body),
          },
        },
        schema: {
          tags: ['entries'],
          summary: 'Type listing, 21 a page',
          params: ZTypeListingParams,
          querystring: ZTypeListingQuery,
          response: { 200: ZEntryCardPage, 400: ZErrorResponse },
        },
      },
      async (request) => service.listByType(request.params.type, request.query),
    );

    app.get(
      '/actors/featured',
      {
        config: { access: 'public', answerCache: true },
        schema: {
          tags: ['entries'],
          summary: 'Actors strip: people credited on the most entries',
          querystring: ZFeaturedActorsQuery,
          response: { 200: ZFeaturedActorsResponse, 400: ZErrorResponse },
        },
      },
      async (request) => ({ data: await service.featuredActors(request.query.limit) }),
    );

    app.get(
      '/entries/v2/type/:segment',
      {
        config: { access: 'public', answerCache: true },
        schema: {
          tags: ['entries'],
          summary: 'Older type listing (v2) with the older sort options, 21 a page',
          params: ZLegacyListingParams,
          querystring: ZLegacyListingQuery,
          response: { 200: ZEntryCardPage, 400: ZErrorResponse },
        },
      },
      async (request) => service.listLegacy(request.params.segment, request.query),
    );

    app.get(
      '/entries/:uid',
      {
        config: {
          access: 'public',
          // The entry, its releases and actors: its own tag (names of people and actors are '*').
          answerCache: {
            tags: (request) => {
              const uid = paramOf(request, 'uid');
              return uid ? [entryTag(uid)] : null;
            },
          },
        },
        schema: {
          tags: ['entries'],
          summary: 'Entry detail with releases and actors',
          params: ZDetailParams,
          response: { 200: ZEntryDetail, 404: ZErrorResponse },
        },
      },
      async (request) => service.detail(request.params.uid),
    );
  };
}
