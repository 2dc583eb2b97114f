import {
  ZContentPage,
  ZErrorResponse,
  ZPageIdParams,
  ZPageList,
  ZPageMessage,
  ZPageSave,
  ZPageSlugParams,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf } from '../../lib/messages/index.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { PagesService } from './pages.service.ts';

const staffErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export function pagesRoutes(service: PagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/pages/:slug',
      {
        // The text follows the reader's language (decision 021): the answer cache keys by it and
        // sends `Vary: Accept-Language` so caches in front keep both.
        config: { access: 'public', answerCache: true },
        schema: {
          tags: ['pages'],
          summary:
            'A content page (about, privacy, term-of-service, support, rules, …) in the Accept-Language language when written, else German',
          params: ZPageSlugParams,
          response: { 200: ZContentPage, 400: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request) => service.bySlug(request.params.slug, langOf(request.headers['accept-language'])),
    );

    app.get(
      '/page/list',
      {
        config: { access: 'page.edit' },
        schema: {
          tags: ['pages'],
          summary: 'Content pages for the dashboard (title, slug, author, updated)',
          response: { 200: ZPageList, ...staffErrors },
        },
      },
      async () => ({ items: await service.list() }),
    );

    app.get(
      '/page/:id',
      {
        config: { access: 'page.edit' },
        schema: {
          tags: ['pages'],
          summary: 'One content page for the editor',
          params: ZPageIdParams,
          response: { 200: ZContentPage, ...staffErrors },
        },
      },
      async (request) => service.byId(request.params.id),
    );

    app.post(
      '/page/create',
      {
        config: { access: 'page.edit' },
        schema: {
          tags: ['pages'],
          summary:
            'Create a page: slug from the title unless given, body sanitised, SEO defaults from title and body',
          body: ZPageSave,
          response: { 200: ZPageMessage, ...staffErrors, 409: ZErrorResponse },
        },
      },
      async (request) => service.create(requireUser(request).user, request.body),
    );

    app.patch(
      '/page/:id',
      {
        config: { access: 'page.edit' },
        schema: {
          tags: ['pages'],
          summary: 'Save a page (the rules page too; linked pages keep their slug)',
          params: ZPageIdParams,
          body: ZPageSave,
          response: { 200: ZPageMessage, ...staffErrors, 409: ZErrorResponse },
        },
      },
      async (request) => service.update(requireUser(request).user, request.params.id, request.body),
    );

    app.delete(
      '/page/:id',
      {
        config: { access: 'page.edit' },
        schema: {
          tags: ['pages'],
          summary: 'Delete a page (not the ones the site links to)',
          params: ZPageIdParams,
          response: { 200: ZPageMessage, ...staffErrors, 409: ZErrorResponse },
        },
      },
      async (request) => service.remove(requireUser(request).user, request.params.id),
    );
  };
}
