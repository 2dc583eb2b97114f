import { ZContentPage, ZErrorResponse, ZPageSlugParams } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PagesService } from './pages.service.ts';

export function pagesRoutes(service: PagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pages/:slug',
      {
        config: { access: 'public' },
        schema: {
          tags: ['pages'],
          summary: 'A content page (about, privacy, term-of-service, support, …)',
          params: ZPageSlugParams,
          response: { 200: ZContentPage, 400: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request) => service.bySlug(request.params.slug),
    );
  };
}
