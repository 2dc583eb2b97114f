import {
  ZErrorResponse,
  ZLiveFeedQuery,
  ZLiveFeedResponse,
  ZNewestReleasesQuery,
  ZReleaseWithEntryPage,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiveService } from './live.service.ts';

export function liveRoutes(service: LiveService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/test/live',
      {
        config: { access: 'public' },
        schema: {
          tags: ['live'],
          summary: 'Live feed: a random pick of recent releases with their entries (6 slots)',
          querystring: ZLiveFeedQuery,
          response: { 200: ZLiveFeedResponse, 400: ZErrorResponse },
        },
      },
      async (request, reply) => {
        // Every call is a new draw; caches must not hand out the previous one.
        reply.header('cache-control', 'no-store');
        return { data: await service.feed(request.query.count) };
      },
    );

    app.get(
      '/releases/newest',
      {
        config: { access: 'public', answerCache: true },
        schema: {
          tags: ['live'],
          summary: 'Newest releases with their entries, 50 a page (warez mode)',
          querystring: ZNewestReleasesQuery,
          response: { 200: ZReleaseWithEntryPage, 400: ZErrorResponse },
        },
      },
      async (request) => service.newest(request.query.page, request.query.type),
    );
  };
}
