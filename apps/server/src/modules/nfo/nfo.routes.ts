import { ZErrorResponse, ZNfoSearchQuery, ZNfoSearchResponse } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { createXrelClient } from '../../integrations/xrel/client.ts';
import { outboundClient } from '../../lib/outbound/index.ts';
import { createNfoService, type NfoService } from './nfo.service.ts';
import { createTokenBucket } from './token-bucket.ts';

const HOUR_MS = 3_600_000;

export function createConfiguredNfoService(config: Config): NfoService {
  return createNfoService({
    client: createXrelClient({
      baseUrl: config.XREL_API_URL,
      outbound: outboundClient(config.OUTBOUND_ALLOW_HOSTS, config.XREL_API_URL),
    }),
    budget: createTokenBucket(config.XREL_RATE_LIMIT_PER_HOUR, HOUR_MS),
    cacheTtlMs: config.XREL_CACHE_SECONDS * 1000,
  });
}

export function nfoRoutes(service: NfoService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/nfo/search',
      {
        config: { access: 'public' },
        schema: {
          tags: ['nfo'],
          summary: 'NFO search: xREL scene and P2P releases, merged (cached, rate limited)',
          querystring: ZNfoSearchQuery,
          response: {
            200: ZNfoSearchResponse,
            400: ZErrorResponse,
            429: ZErrorResponse,
            502: ZErrorResponse,
          },
        },
      },
      async (request) => service.search(request.query.q),
    );
  };
}
