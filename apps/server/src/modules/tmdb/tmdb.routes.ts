import {
  ZErrorResponse,
  ZTitleCleanQuery,
  ZTitleCleanResponse,
  ZTmdbLookupQuery,
  ZTmdbLookupResponse,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { createTmdbClient, type TmdbClient } from '../../integrations/tmdb/client.ts';
import { langOf } from '../../lib/messages/index.ts';
import { outboundClient } from '../../lib/outbound/index.ts';
import { createTmdbService } from './tmdb.service.ts';
import { lookupEntryFields } from './tmdb-lookup.ts';

export function tmdbRoutes(config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    // The key can change at run time (decision 015): one client per key in use.
    let current: {
      key: string;
      url: string;
      client: TmdbClient | null;
      service: ReturnType<typeof createTmdbService>;
    } | null = null;
    const currentNow = () => {
      const key = config.TMDB_API_KEY.trim();
      const url = config.TMDB_API_URL;
      if (current?.key !== key || current.url !== url) {
        const client = key
          ? createTmdbClient({
              baseUrl: url,
              apiKey: key,
              outbound: outboundClient(config.OUTBOUND_ALLOW_HOSTS, url),
            })
          : null;
        current = { key, url, client, service: createTmdbService(client, app.log) };
      }
      return current;
    };
    const serviceNow = () => currentNow().service;
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

    app.get(
      '/tmdb/lookup',
      {
        config: { access: 'entry.create' },
        schema: {
          tags: ['tmdb'],
          summary: 'Entry fields from TMDB for a TMDB id (movie or tv) or an IMDb id (editor, detail tab)',
          querystring: ZTmdbLookupQuery,
          response: {
            200: ZTmdbLookupResponse,
            400: ZErrorResponse,
            401: ZErrorResponse,
            403: ZErrorResponse,
            404: ZErrorResponse,
            429: ZErrorResponse,
            503: ZErrorResponse,
          },
        },
      },
      async (request) =>
        lookupEntryFields(currentNow().client, request.query, langOf(request.headers['accept-language'])),
    );
  };
}
