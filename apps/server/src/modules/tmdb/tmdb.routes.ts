import { ZErrorResponse, ZTitleCleanQuery, ZTitleCleanResponse } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { createTmdbClient } from '../../integrations/tmdb/client.ts';
import { createTmdbService } from './tmdb.service.ts';

export function tmdbRoutes(config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    // The key can change at run time (decision 015): one client per key in use.
    let current: { key: string; service: ReturnType<typeof createTmdbService> } | null = null;
    const serviceNow = () => {
      const key = config.TMDB_API_KEY.trim();
      if (current?.key !== key) {
        const client = key ? createTmdbClient({ baseUrl: config.TMDB_API_URL, apiKey: key }) : null;
        current = { key, service: createTmdbService(client, app.log) };
      }
      return current.service;
    };
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
      async (request) => serviceNow().clean(request.query.fulltitle, request.query.type),
    );
  };
}
