import {
  ZAuthMessage,
  ZErrorResponse,
  ZLoginBody,
  ZLoginResponse,
  ZReauthBody,
  ZReauthResponse,
  ZSessionIdParams,
  ZSessionList,
  ZTwoFactorChallengeBody,
  ZUserResponse,
} from '@regal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors.ts';
import { requireUser, requireVerifiedUser } from '../../plugins/auth.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { login } from './login.service.ts';
import { reauthenticate, requireFreshAuth } from './reauth.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { passTwoFactorChallenge } from './two-factor.service.ts';
import { presentSessionUser } from './user.presenter.ts';

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 429: ZErrorResponse };

/** Login, logout, the session view and the user's own sessions (decision 002). */
export function authRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const sessions = createSessionsRepository(ctx.db);

    app.post(
      '/auth/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Log in with username or e-mail and password; answers a new bearer token',
          body: ZLoginBody,
          response: { 200: ZLoginResponse, ...errors },
        },
      },
      async (request) => login(ctx, request.body, clientOf(request)),
    );

    app.post(
      '/auth/logout',
      {
        config: { access: 'user', duringTwoFactor: true },
        schema: {
          tags: ['auth'],
          summary: 'End this session on the server',
          response: { 200: ZAuthMessage, 401: ZErrorResponse },
        },
      },
      async (request) => {
        const { user, session } = requireUser(request);
        await sessions.revoke(user.id, session.id, new Date());
        return { message: 'Logged out.' };
      },
    );

    app.get(
      '/auth/user',
      {
        // Scripts may ask whose token they hold; everything else under /auth/ stays closed to tokens.
        config: { access: 'user', scope: 'none', duringTwoFactor: true },
        schema: {
          tags: ['auth'],
          summary: 'The logged-in user (session view)',
          response: { 200: ZUserResponse, 401: ZErrorResponse },
        },
      },
      async (request) => {
        const { user, session } = requireUser(request);
        return { user: presentSessionUser(user, session) };
      },
    );

    app.post(
      '/auth/2fa/challenge',
      {
        config: { access: 'user', duringTwoFactor: true },
        schema: {
          tags: ['auth'],
          summary: 'Pass the 2FA step of a password login with a TOTP or recovery code',
          body: ZTwoFactorChallengeBody,
          response: { 200: ZUserResponse, ...errors },
        },
      },
      async (request) => {
        const { user, session } = requireUser(request);
        return {
          user: await passTwoFactorChallenge(ctx, user, session, request.body.code, clientOf(request)),
        };
      },
    );

    app.post(
      '/auth/user/reauth',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['auth'],
          summary: 'Confirm the password or a 2FA code; sensitive changes accept this session for 5 minutes',
          body: ZReauthBody,
          response: { 200: ZReauthResponse, ...errors },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        return reauthenticate(ctx, user, session, request.body);
      },
    );

    const listOf = async (userId: number, currentId: string) =>
      (await sessions.listOpen(userId, new Date())).map((s) => ({
        id: s.id,
        current: s.id === currentId,
        remember: s.remember,
        method: s.method,
        created_at: s.createdAt.toISOString(),
        last_used_at: s.lastUsedAt.toISOString(),
        expires_at: s.expiresAt.toISOString(),
        user_agent: s.userAgent,
        ip: s.ip,
      }));

    app.get(
      '/auth/sessions',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['auth'],
          summary: 'My open sessions',
          response: { 200: ZSessionList, 401: ZErrorResponse },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        return { items: await listOf(user.id, session.id) };
      },
    );

    app.post(
      '/auth/sessions/:id/revoke',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['auth'],
          summary: 'End one of my sessions',
          params: ZSessionIdParams,
          response: { 200: ZSessionList, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        requireFreshAuth(session);
        if (!(await sessions.revoke(user.id, request.params.id, new Date())))
          throw notFound('Session not found.');
        return { items: await listOf(user.id, session.id) };
      },
    );
  };
}
