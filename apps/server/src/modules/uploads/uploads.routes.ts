import {
  ZErrorResponse,
  ZUploadAnswer,
  ZUploadCreate,
  ZUploadDecide,
  ZUploadsAnswer,
  ZUploadsQuery,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/actor.ts';
import { t } from '../../lib/messages/index.ts';
import type { Notifier } from '../notifications/notify.ts';
import type { ContributionGuard } from '../strikes/contribution-guard.ts';
import { createUploadsRepository } from './uploads.repository.ts';
import { createUploadsService } from './uploads.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Uploads with a moderation queue (issue 12). */
export function uploadsRoutes(
  db: Database,
  notifier: Notifier,
  contributions: ContributionGuard,
): FastifyPluginAsyncZod {
  const service = createUploadsService(createUploadsRepository(db), notifier, contributions);
  return async (app) => {
    app.get(
      '/upload/my',
      {
        config: { access: 'user' },
        schema: {
          tags: ['uploads'],
          summary: "The caller's uploads with their moderation state and reason",
          querystring: ZUploadsQuery,
          response: { 200: ZUploadsAnswer, ...errors },
        },
      },
      async (request) => service.list(actorOf(request), 'my', request.query),
    );

    app.get(
      '/upload/queue',
      {
        config: { access: 'upload.moderate' },
        schema: {
          tags: ['uploads'],
          summary: 'The release queue for moderators (state, default pending; oldest first)',
          querystring: ZUploadsQuery,
          response: { 200: ZUploadsAnswer, ...errors },
        },
      },
      async (request) => service.list(actorOf(request), 'queue', request.query),
    );

    app.post(
      '/upload/create',
      {
        config: { access: 'upload.create', quota: 'upload' },
        schema: {
          tags: ['uploads'],
          summary: 'Submit a release (verified users; trusted roles publish directly)',
          body: ZUploadCreate,
          response: { 200: ZUploadAnswer, ...errors },
        },
      },
      async (request) => {
        const item = await service.create(actorOf(request), request.body);
        return { message: t(request, item.state === 'approved' ? 'uploadPublished' : 'uploadPending'), item };
      },
    );

    app.post(
      '/upload/decide',
      {
        config: { access: 'upload.moderate' },
        schema: {
          tags: ['uploads'],
          summary: 'Approve, reject or postpone an upload with a reason; 409 when decided meanwhile',
          body: ZUploadDecide,
          response: { 200: ZUploadAnswer, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => ({
        message: t(request, 'uploadDecided'),
        item: await service.decide(actorOf(request), request.body),
      }),
    );
  };
}
