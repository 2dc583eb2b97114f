import {
  ZAuthMessage,
  ZErrorResponse,
  ZForgotPasswordBody,
  ZRegisterBody,
  ZResendVerificationBody,
  ZResetPasswordBody,
  ZUnlockBody,
  ZVerifyEmailBody,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from './auth.routes.ts';
import type { AuthContext } from './auth-context.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { register, resendVerification, verifyEmail } from './registration.service.ts';
import { unlockFromLink } from './unlock.service.ts';

const answers = { 200: ZAuthMessage, 400: ZErrorResponse, 429: ZErrorResponse };

/** Sign-up, e-mail verification, forgotten passwords and unlock links: the guest side of accounts. */
export function registrationRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/register',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Sign up; a verification mail follows',
          body: ZRegisterBody,
          response: answers,
        },
      },
      async (request) => register(ctx, request.body, clientOf(request)),
    );

    app.post(
      '/auth/verify/email',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Confirm an address with the signed link from the mail',
          body: ZVerifyEmailBody,
          response: answers,
        },
      },
      async (request) => verifyEmail(ctx, request.body),
    );

    app.post(
      '/auth/verify/resend',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Send the verification mail again',
          body: ZResendVerificationBody,
          response: answers,
        },
      },
      async (request) => resendVerification(ctx, request.body.email, request.user, clientOf(request)),
    );

    app.post(
      '/auth/password/forgot',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Mail a password reset link',
          body: ZForgotPasswordBody,
          response: answers,
        },
      },
      async (request) => requestPasswordReset(ctx, request.body.email, clientOf(request)),
    );

    app.post(
      '/auth/password/reset',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the link from the mail; ends every session',
          body: ZResetPasswordBody,
          response: answers,
        },
      },
      async (request) => resetPassword(ctx, request.body.token, request.body.password, clientOf(request)),
    );

    app.post(
      '/auth/unlock',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary:
            "Open the lock mail's unlock link: this address gets in again with the password (decision 040)",
          body: ZUnlockBody,
          response: answers,
        },
      },
      async (request) => unlockFromLink(ctx, request.body.token, clientOf(request)),
    );
  };
}
