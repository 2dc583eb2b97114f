import { ZErrorResponse, ZOAuthCallbackQuery, ZOAuthProviderParams, ZOAuthUrl } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OAuthError } from '../../integrations/oauth/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { clientOf } from './auth.routes.ts';
import type { AuthContext } from './auth-context.ts';
import { finishOAuth, startOAuth } from './oauth.service.ts';

const urlAnswer = { 200: ZOAuthUrl, 400: ZErrorResponse, 503: ZErrorResponse };

/** Spec §7: both paths answer the provider URL; the callback hands the web app a token. */
export function oauthRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const path of ['/auth/oauth/:provider', '/auth/provider/:provider']) {
      app.post(
        path,
        {
          config: { access: 'public' },
          schema: {
            tags: ['auth'],
            summary: 'Start a login at an OAuth provider',
            params: ZOAuthProviderParams,
            response: urlAnswer,
          },
        },
        async (request) => startOAuth(ctx, request.params.provider),
      );
    }

    app.get(
      '/auth/oauth/:provider/callback',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Where the provider sends the user back; redirects into the web app',
          params: ZOAuthProviderParams,
          querystring: ZOAuthCallbackQuery,
          response: { 302: z.null().describe('Redirect into the web app') },
        },
      },
      async (request, reply) => {
        const web = ctx.config.PUBLIC_URL.replace(/\/$/, '');
        try {
          const { token } = await finishOAuth(ctx, request.params.provider, request.query, clientOf(request));
          // In the fragment: it never reaches a server log or a Referer header.
          return reply.redirect(`${web}/auth/oauth/done#token=${token}`);
        } catch (error) {
          if (!(error instanceof HttpError) && !(error instanceof OAuthError)) throw error;
          request.log.warn({ err: error }, 'oauth login failed');
          return reply.redirect(`${web}/login?oauth_error=${encodeURIComponent(error.message)}`);
        }
      },
    );
  };
}
