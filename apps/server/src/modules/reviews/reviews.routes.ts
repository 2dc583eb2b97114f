import {
  ZErrorResponse,
  ZMessageAnswer,
  ZReviewDelete,
  ZReviewSave,
  ZReviewSaved,
  ZReviewsAnswer,
  ZReviewsQuery,
  ZReviewsScope,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../lib/actor.ts';
import { t } from '../../lib/messages/index.ts';
import { subjectOf } from '../../plugins/access.ts';
import type { ContributionGuard } from '../strikes/contribution-guard.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { createReviewsService } from './reviews.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Reviews (rating out of 10): an entry's reviews, one's own, the staff table, save and delete. */
export function reviewsModule(db: Database, contributions: ContributionGuard): FastifyPluginAsyncZod {
  const service = createReviewsService(createReviewsRepository(db), contributions);
  return async (app) => {
    app.get(
      '/reviews/get/:uid',
      {
        config: { access: 'public' },
        schema: {
          tags: ['reviews'],
          summary:
            'Reviews paged: `{uid}` an entry uid (anyone), `my` (the caller) or `all` (staff); search, sortBy updated|created|rating',
          params: ZReviewsScope,
          querystring: ZReviewsQuery,
          response: { 200: ZReviewsAnswer, ...errors },
        },
      },
      async (request) => service.list(subjectOf(request), request.params.uid, request.query),
    );

    app.post(
      '/reviews/save',
      {
        config: { access: 'review.write', quota: 'review' },
        schema: {
          tags: ['reviews'],
          summary: "Write or edit the caller's review of an entry (one per user and entry)",
          body: ZReviewSave,
          response: { 200: ZReviewSaved, ...errors },
        },
      },
      async (request) => ({
        message: t(request, 'reviewSaved'),
        item: await service.save(actorOf(request), request.body),
      }),
    );

    app.post(
      '/reviews/delete',
      {
        config: { access: 'review.write' },
        schema: {
          tags: ['reviews'],
          summary: 'Delete reviews: own ones, any (moderators), or with admin:true the admin bulk delete',
          body: ZReviewDelete,
          response: { 200: ZMessageAnswer, ...errors },
        },
      },
      async (request) => {
        const n = await service.remove(actorOf(request), request.body);
        return { message: t(request, 'reviewsDeleted', { count: String(n) }) };
      },
    );
  };
}
