import { ZContainerRequest } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../lib/messages/index.ts';
import { consumeRateLimits, type RateLimitStore } from '../../lib/rate-limit.ts';
import { errorAnswers, ZFileBody } from '../../plugins/route-answers.ts';
import type { ContainersService } from './containers.service.ts';

/** The DLC budget per client address: every DLC costs a call to the external key service. */
export interface DlcRateLimit {
  store: RateLimitStore;
  limit: number;
  windowMs: number;
}

/** What the container formats are sent as (containers.service.ts). */
const CONTAINER_CONTENT_TYPES = ['application/dlc', 'application/rsdf', 'application/ccf', 'text/plain'];

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function containersRoutes(service: ContainersService, dlcLimit: DlcRateLimit): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/cart/config',
      {
        config: { access: 'public' },
        schema: {
          tags: ['cart'],
          summary: 'Which container formats the server can produce right now',
          response: { 200: z.object({ dlc: z.boolean() }) },
        },
      },
      async () => ({ dlc: service.dlcAvailable() }),
    );

    app.post(
      '/cart/container',
      {
        config: { access: 'public' },
        schema: {
          tags: ['cart'],
          summary: 'The cart as a download-manager container file (DLC, RSDF, CCF or a text list)',
          description:
            'Answers the file as an attachment; errors as JSON: 400 bad input, 429 too many DLC containers ' +
            "from this address (Retry-After), 502 key service error or invalid key length (in the catalogue's words), " +
            '503 DLC key service not configured, 504 key service timeout.',
          body: ZContainerRequest,
          response: {
            200: {
              content: Object.fromEntries(
                CONTAINER_CONTENT_TYPES.map((type) => [type, { schema: ZFileBody }]),
              ),
            },
            ...errorAnswers(429, 502, 503, 504),
          },
        },
      },
      async (request, reply) => {
        if (request.body.format === 'dlc') {
          await consumeRateLimits(dlcLimit.store, [
            {
              key: `dlc:ip:${request.ip}`,
              limit: dlcLimit.limit,
              windowMs: dlcLimit.windowMs,
              message: t(request, 'dlcRateLimited'),
            },
          ]);
        }
        const file = await service.build(request.body);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachment(file.filename))
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    );
  };
}
