import { ZErrorResponse, ZLinkedIdentityList, ZLinkedIdentityParams } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVerifiedUser } from '../../plugins/auth.ts';
import type { AuthContext } from './auth-context.ts';
import { listLinkedIdentities, unlinkIdentity } from './linked-identities.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** The account area's connected sign-ins (issue 32): which provider accounts sign in as me, and unlink. */
export function linkedIdentitiesRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/user/oauth',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['account'],
          summary: 'The provider accounts connected to mine (they sign in as me)',
          response: { 200: ZLinkedIdentityList, ...errors },
        },
      },
      async (request) => listLinkedIdentities(ctx, requireVerifiedUser(request).user),
    );

    app.post(
      '/auth/user/oauth/:id/unlink',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['account'],
          summary: 'Disconnect a provider account (needs re-auth; never the last way to sign in)',
          params: ZLinkedIdentityParams,
          response: { 200: ZLinkedIdentityList, ...errors },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        return unlinkIdentity(ctx, user, session, request.params.id);
      },
    );
  };
}
