import { ZErrorResponse, ZTitleCleanQuery, ZTitleCleanResponse } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { createTmdbClient } from '../../integrations/tmdb/client.ts';
import { createTmdbService } from './tmdb.service.ts';

export function tmdbRoutes(config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const key = config.TMDB_API_KEY.trim();
    const client = key ? createTmdbClient({ baseUrl: config.TMDB_API_URL, apiKey: key }) : null;
    const service = createTmdbService(client, app.log);
    app.get(
      '/tmdb/clean',
      {
        config: { access: 'public' },
        schema: {
          tags: ['tmdb'],
          summary: 'Clean title of a release name (release-name parser, TMDB when configured)',
          querystring: ZTitleCleanQuery,
          response: { 200: ZTitleCleanResponse, 400: ZErrorResponse },
        },
      },
      async (request) => service.clean(request.query.fulltitle, request.query.type),
    );
  };
}
