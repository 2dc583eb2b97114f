import { ZErrorResponse, ZReleaseDownloadRequest } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DownloadsService } from './downloads.service.ts';

/**
 * POST /release/download (spec §7): fire and forget when a hoster link is clicked. The browser
 * sends it with `navigator.sendBeacon`, whose body arrives as text/plain, so that is parsed too.
 */
export function downloadsRoutes(service: DownloadsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, {});
      }
    });

    app.post(
      '/release/download',
      {
        config: { access: 'public' },
        schema: {
          tags: ['releases'],
          summary: 'Count a download of a release (once per client and release within a window)',
          body: ZReleaseDownloadRequest,
          response: { 204: z.null(), 400: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request, reply) => {
        await service.track(request.body.id, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
        return reply.status(204).send(null);
      },
    );
  };
}
