import { ZAuthMessage, ZEmailChangeBody, ZEmailChangeConfirmBody, ZErrorResponse } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVerifiedUser } from '../../plugins/auth.ts';
import { clientOf } from './auth.routes.ts';
import type { AuthContext } from './auth-context.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.service.ts';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  410: ZErrorResponse,
  429: ZErrorResponse,
};

/** E-mail change (decision 044): ask with a fresh re-auth, confirm with the link sent to the new address. */
export function emailChangeRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/user/email/change',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['account'],
          summary:
            'Ask to change my e-mail address: a link goes to the new one, a notice to the old one (needs re-auth)',
          body: ZEmailChangeBody,
          response: { 200: ZAuthMessage, ...errors },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        return requestEmailChange(ctx, user, session, request.body.email, clientOf(request));
      },
    );

    app.post(
      '/auth/email/confirm',
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          summary: 'Open the link mailed to the new address: it becomes the account’s (verified) address',
          body: ZEmailChangeConfirmBody,
          response: { 200: ZAuthMessage, ...errors },
        },
      },
      async (request) => confirmEmailChange(ctx, request.body.token, clientOf(request)),
    );
  };
}
