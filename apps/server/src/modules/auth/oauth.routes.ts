import {
  ZErrorResponse,
  ZOAuthCallbackQuery,
  ZOAuthExchangeBody,
  ZOAuthExchangeResponse,
  ZOAuthProviderParams,
  ZOAuthUrl,
} from '@regal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OAuthError } from '../../integrations/oauth/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { clientOf } from './auth.routes.ts';
import type { AuthContext } from './auth-context.ts';
import { exchangeOAuthCode, finishOAuth, STATE_TTL_MS, startOAuth } from './oauth.service.ts';
import { requireFreshAuth } from './reauth.ts';

const urlAnswer = { 200: ZOAuthUrl, 400: ZErrorResponse, 403: ZErrorResponse, 503: ZErrorResponse };

/** The cookie that binds an OAuth flow to the browser that started it (decision 013). */
export const OAUTH_BROWSER_COOKIE = 'regal_oauth';
const COOKIE_PATH = '/api/auth/oauth';

function browserSecretOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === OAUTH_BROWSER_COOKIE) return value.join('=') || null;
  }
  return null;
}

function setBrowserCookie(ctx: AuthContext, reply: FastifyReply, value: string, maxAgeSeconds: number) {
  const secure = ctx.config.PUBLIC_URL.startsWith('https://') ? '; Secure' : '';
  // Lax: the provider's redirect back is a top-level GET, which carries it; cross-site POSTs do not.
  reply.header(
    'set-cookie',
    `${OAUTH_BROWSER_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/**
 * Spec §7: both paths answer the provider URL. The callback leaves only a one-time code in the
 * page's fragment; the page exchanges it with a POST that must come from the same browser.
 */
export function oauthRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const path of ['/auth/oauth/:provider', '/auth/provider/:provider']) {
      app.post(
        path,
        {
          config: { access: 'public' },
          schema: {
            tags: ['auth'],
            summary:
              'Start a login at an OAuth provider (sets the flow cookie); signed in, link it to my account (needs re-auth)',
            params: ZOAuthProviderParams,
            response: urlAnswer,
          },
        },
        async (request, reply) => {
          // A logged-in, verified caller (2FA passed: pending sessions are guests here) links the
          // provider. Linking adds a way into the account, so it is an account change (issue 32):
          // never from an app token (the access plugin refuses those on every /api/auth/ route,
          // this says it again), and only with a fresh re-auth.
          const { user, session } = request;
          const linker = user?.emailVerifiedAt && session ? user : null;
          if (linker && session) requireFreshAuth(session);
          const { url, browserSecret } = await startOAuth(ctx, request.params.provider, linker);
          setBrowserCookie(ctx, reply, browserSecret, STATE_TTL_MS / 1000);
          return { url };
        },
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
          const { handoverCode } = await finishOAuth(
            ctx,
            request.params.provider,
            request.query,
            browserSecretOf(request),
          );
          // Worthless without this browser's cookie; in the fragment, so no log or Referer sees it.
          return reply.redirect(`${web}/auth/oauth/done#code=${handoverCode}`);
        } catch (error) {
          if (!(error instanceof HttpError) && !(error instanceof OAuthError)) throw error;
          request.log.warn({ err: error }, 'oauth login failed');
          return reply.redirect(`${web}/login?oauth_error=${encodeURIComponent(error.message)}`);
        }
      },
    );

    app.post(
      '/auth/oauth/exchange',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Exchange the callback’s one-time code for a session (same browser only)',
          body: ZOAuthExchangeBody,
          response: { 200: ZOAuthExchangeResponse, 400: ZErrorResponse, 403: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const answer = await exchangeOAuthCode(
          ctx,
          request.body.code,
          browserSecretOf(request),
          clientOf(request),
        );
        setBrowserCookie(ctx, reply, '', 0);
        return answer;
      },
    );
  };
}
