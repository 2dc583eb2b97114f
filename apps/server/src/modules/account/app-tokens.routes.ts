import {
  ZAppTokenClearRequest,
  ZAppTokenCreateRequest,
  ZAppTokenCreateResponse,
  ZAppTokenList,
  ZErrorResponse,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors.ts';
import { requireVerifiedUser } from '../../plugins/auth.ts';
import { requireFreshAuth } from '../auth/reauth.ts';
import type { AppTokensService } from './app-tokens.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Spec 01 §7 `/auth/user/tokens`, `/token/create`, `/token/clear`. */
export function appTokensRoutes(service: AppTokensService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/user/tokens',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['account'],
          summary: 'The user’s app tokens',
          response: { 200: ZAppTokenList, ...errors },
        },
      },
      async (request) => ({ items: await service.list(requireVerifiedUser(request).user) }),
    );

    app.post(
      '/auth/user/token/create',
      {
        config: { access: 'appToken.create' },
        schema: {
          tags: ['account'],
          summary:
            'Create an app token with its scopes (dashboard users); the plain token is in this answer only',
          body: ZAppTokenCreateRequest,
          response: { 200: ZAppTokenCreateResponse, ...errors },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        requireFreshAuth(session);
        return service.create(user, session, request.body, request.ip);
      },
    );

    app.post(
      '/auth/user/token/clear',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['account'],
          summary: 'Revoke an app token',
          body: ZAppTokenClearRequest,
          response: { 200: ZAppTokenList, ...errors },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        const id = request.body.id ?? request.body.token?.id;
        if (!id) throw badRequest({ id: 'Welcher Token?' });
        return service.clear(user, session, id);
      },
    );
  };
}
