import { ZBotMessage, ZBotRequest, ZErrorResponse, ZRequestDelete, ZRequestUpdate } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf } from '../../lib/messages/index.ts';
import { viewerOf } from '../search/viewer.ts';
import type { RequestsService } from './requests.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

export function requestsRoutes(service: RequestsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/irc',
      {
        config: { access: 'verified', loginMessage: 'botLogin' },
        schema: {
          tags: ['requests'],
          summary:
            'Ask the scene bot for a release (login; a name with a dot and a hyphen; 5 per 10 minutes)',
          body: ZBotRequest,
          response: { 200: ZBotMessage, ...errors, 429: ZErrorResponse },
        },
      },
      async (request) =>
        service.requestFromBot(
          viewerOf(request),
          request.body.title,
          langOf(request.headers['accept-language']),
        ),
    );

    app.post(
      '/req/update',
      {
        config: { access: 'request.moderate' },
        schema: {
          tags: ['requests'],
          summary: 'Edit a REQ entry: name, filled, answering release (moderators)',
          body: ZRequestUpdate,
          response: { 200: ZBotMessage, ...errors },
        },
      },
      async (request) => service.update(viewerOf(request), request.body),
    );

    app.post(
      '/req/delete',
      {
        config: { access: 'request.moderate' },
        schema: {
          tags: ['requests'],
          summary: 'Delete a REQ entry (moderators)',
          body: ZRequestDelete,
          response: { 200: ZBotMessage, ...errors },
        },
      },
      async (request) => service.remove(viewerOf(request), request.body.id),
    );
  };
}
