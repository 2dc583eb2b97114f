import {
  ZAccountProfileResponse,
  ZAccountUserResponse,
  ZAuthMessage,
  ZErrorResponse,
  ZPasswordChangeRequest,
  ZProfileUpdateRequest,
} from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { requireVerifiedUser } from '../../plugins/auth.ts';
import { presentSessionUser } from '../auth/user.presenter.ts';
import { presentAccountProfile } from './account.presenter.ts';
import type { AccountService } from './account.service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

export function accountUserResponse(message: string, user: UserRow, session: SessionRow) {
  return { message, user: presentSessionUser(user, session), profile: presentAccountProfile(user) };
}

/**
 * The account area (spec 02 §2): every route needs a logged-in, verified user, checked on request
 * (before the body is read or validated), so a guest learns nothing but 401.
 */
export function accountRoutes(service: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/user/account',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['account'],
          summary: 'The account area view: names, masked e-mail, address, notification settings',
          response: { 200: ZAccountProfileResponse, ...errors },
        },
      },
      async (request) => ({ profile: presentAccountProfile(requireVerifiedUser(request).user) }),
    );

    app.post(
      '/auth/user/update',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['account'],
          summary: 'Update profile fields, notification settings and address',
          body: ZProfileUpdateRequest,
          response: { 200: ZAccountUserResponse, ...errors },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        const updated = await service.updateProfile(user, request.body);
        return accountUserResponse('Profile updated', updated, session);
      },
    );

    app.post(
      '/auth/user/password/change',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['account'],
          summary: 'Change the password (needs the current one); ends every other session',
          body: ZPasswordChangeRequest,
          response: { 200: ZAuthMessage, ...errors },
        },
      },
      async (request) => {
        const { user, session } = requireVerifiedUser(request);
        await service.changePassword(user, session, request.body);
        return { message: 'Password changed.' };
      },
    );
  };
}
