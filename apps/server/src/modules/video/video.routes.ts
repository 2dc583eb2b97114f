import { ZErrorResponse, zText } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/http-errors.ts';
import { imdbEmbedPage, imdbVideoIdOf } from './imdb-video.ts';

const ZEmbedQuery = z.object({ url: zText().trim().min(1).max(500) });

/**
 * Spec §7: IMDb trailers go through `video/embed`. IMDb pages refuse to be framed, its embed
 * player does not; this answers a tiny page around that player, and only for IMDb video URLs, so
 * the endpoint cannot be used to frame arbitrary sites under our origin.
 */
export function videoRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/video/embed',
      {
        config: { access: 'public' },
        schema: {
          tags: ['video'],
          summary: 'An embeddable page for an IMDb trailer URL',
          querystring: ZEmbedQuery,
          response: { 200: { content: { 'text/html': { schema: z.string() } } }, 400: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const videoId = imdbVideoIdOf(request.query.url);
        if (!videoId) throw badRequest({ url: 'Keine IMDb-Video-Adresse.' });
        return reply
          .type('text/html; charset=utf-8')
          .header(
            'content-security-policy',
            "default-src 'none'; frame-src https://www.imdb.com; style-src 'unsafe-inline'; frame-ancestors 'self'",
          )
          .header('x-frame-options', 'SAMEORIGIN')
          .header('cache-control', 'public, max-age=86400')
          .send(imdbEmbedPage(videoId));
      },
    );
  };
}
