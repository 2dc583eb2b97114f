import {
  ZErrorResponse,
  ZPendingStrikes,
  ZStrikeDecide,
  ZStrikeDelete,
  ZStrikeList,
  ZStrikeMessage,
  ZStrikeSave,
  ZStrikeUserParams,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth.ts';
import type { StrikesService } from './strikes.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Spec 02 §2/§7 strikes: save, the caller's own, a user's, delete (admin). */
export function strikesRoutes(service: StrikesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/strike/save',
      {
        config: { access: 'strike.create', quota: 'strike' },
        schema: {
          tags: ['strikes'],
          summary:
            'Strike a user with a reason (at least 10 characters); a user’s strike waits for staff (decision 036)',
          body: ZStrikeSave,
          response: { 200: ZStrikeMessage, ...errors, 404: ZErrorResponse, 409: ZErrorResponse },
        },
      },
      async (request) => service.save(requireUser(request).user, request.body),
    );

    app.get(
      '/strike/get/my',
      {
        config: { access: 'strike.readOwn' },
        schema: {
          tags: ['strikes'],
          summary: 'The caller’s own strikes (spec sends this={userId}; the caller is used)',
          querystring: z.object({ this: z.string().max(20).optional() }),
          response: { 200: ZStrikeList, ...errors },
        },
      },
      async (request) => service.mine(requireUser(request).user),
    );

    app.get(
      '/strike/pending',
      {
        config: { access: 'strike.moderate' },
        schema: {
          tags: ['strikes'],
          summary: 'Strikes users gave that wait for staff (oldest first, at most 100)',
          response: { 200: ZPendingStrikes, ...errors },
        },
      },
      async () => service.pending(),
    );

    for (const [path, decide] of [
      ['/strike/confirm', 'confirm'],
      ['/strike/reject', 'reject'],
    ] as const) {
      app.post(
        path,
        {
          config: { access: 'strike.moderate' },
          schema: {
            tags: ['strikes'],
            summary:
              decide === 'confirm'
                ? 'Confirm a user’s pending strike: it counts toward STRIKE_LIMIT'
                : 'Reject a user’s pending strike: it never counts',
            body: ZStrikeDecide,
            response: { 200: ZStrikeMessage, ...errors, 404: ZErrorResponse, 409: ZErrorResponse },
          },
        },
        async (request) => service[decide](requireUser(request).user, request.body.id),
      );
    }

    app.get(
      '/strike/get/:userId',
      {
        config: { access: 'strike.read' },
        schema: {
          tags: ['strikes'],
          summary: 'A user’s strikes (the Strike User dialog)',
          params: ZStrikeUserParams,
          response: { 200: ZStrikeList, ...errors, 404: ZErrorResponse },
        },
      },
      async (request) => service.ofUser(request.params.userId),
    );

    app.post(
      '/strike/delete',
      {
        config: { access: 'strike.delete' },
        schema: {
          tags: ['strikes'],
          summary: 'Clear a strike (admin)',
          body: ZStrikeDelete,
          response: { 200: ZStrikeMessage, ...errors, 404: ZErrorResponse },
        },
      },
      async (request) => service.remove(requireUser(request).user, request.body.id),
    );
  };
}
