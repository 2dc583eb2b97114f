import {
  ZAuthMessage,
  ZErrorResponse,
  ZTwoFactorActivated,
  ZTwoFactorDisableBody,
  ZTwoFactorQr,
  ZTwoFactorVerifyBody,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireVerifiedUser } from '../../plugins/auth.ts';
import { clientOf } from './auth.routes.ts';
import type { AuthContext } from './auth-context.ts';
import { refuseAppToken, requireFreshAuth } from './reauth.ts';
import {
  activateTwoFactor,
  disableTwoFactor,
  twoFactorQr,
  verifyTwoFactorToken,
} from './two-factor.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 429: ZErrorResponse };

/** Spec 02 §7: the account page's 2FA section. */
export function twoFactorRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/user/2fa/get',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['auth'],
          summary: 'Whether 2FA is on; the QR code only while set-up waits for its first code',
          response: { 200: ZTwoFactorQr, ...errors },
        },
      },
      async (request) => twoFactorQr(ctx, requireVerifiedUser(request).user),
    );
    app.post(
      '/auth/user/2fa/activate',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['auth'],
          summary: 'Switch 2FA on: QR code and one-time recovery codes',
          response: { 200: ZTwoFactorActivated, ...errors },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        requireFreshAuth(session);
        return activateTwoFactor(ctx, user);
      },
    );
    app.post(
      '/auth/user/2fa/verify',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['auth'],
          summary: "Test a code: 'Token valid' or 'Token error'",
          body: ZTwoFactorVerifyBody,
          response: { 200: ZAuthMessage, ...errors },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        return verifyTwoFactorToken(ctx, user, session, request.body.key, clientOf(request));
      },
    );
    app.post(
      '/auth/user/2fa/disable',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['auth'],
          summary: 'Switch 2FA off (or cancel a pending set-up) with the password or a current code',
          body: ZTwoFactorDisableBody,
          response: { 200: ZAuthMessage, ...errors },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        refuseAppToken(session);
        return disableTwoFactor(ctx, user, session, request.body);
      },
    );
  };
}
