import {
  REAUTH_ERROR_FIELD,
  REAUTH_WINDOW_MINUTES,
  type ReauthBody,
  type ReauthResponse,
} from '@regal/shared';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { badRequest, forbidden, HttpError } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import type { AuthContext } from './auth-context.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { CONFIRM_THROTTLED, passwordChangeRules } from './throttles.ts';
import { acceptTotp } from './two-factor.service.ts';
import { createAuthUsersRepository } from './users.repository.ts';

export const REAUTH_WINDOW_MS = REAUTH_WINDOW_MINUTES * 60_000;
export const REAUTH_REQUIRED = 'Please confirm with your password or a 2FA code to continue.';
export const REAUTH_FAILED = 'This password or code is not correct.';
/** App tokens are for scripts: they never confirm, so they never change account security. */
export const APP_TOKEN_REFUSED = 'App tokens cannot change account security. Please log in.';
/** The session kind of app tokens (modules/account/app-tokens.repository.ts). */
const APP_TOKEN_METHOD = 'app_token';

/**
 * Sensitive changes (2FA on/off, revoking sessions, new app tokens, password) need a password or
 * TOTP proof from this session within the last few minutes (decision 013). App tokens never have
 * one. The 403 names the `reauth` field so the web opens its prompt and retries.
 */
export function requireFreshAuth(session: SessionRow, now = new Date()): void {
  refuseAppToken(session);
  const at = session.reauthenticatedAt?.getTime();
  if (at === undefined || now.getTime() - at > REAUTH_WINDOW_MS)
    throw new HttpError(403, REAUTH_REQUIRED, { [REAUTH_ERROR_FIELD]: REAUTH_REQUIRED });
}

/** App tokens never change account security (decision 013). */
export function refuseAppToken(session: SessionRow): void {
  if (session.method === APP_TOKEN_METHOD) throw forbidden(APP_TOKEN_REFUSED);
}

/** `POST /api/auth/user/reauth`: checks the password or a TOTP code and stamps the session. */
export async function reauthenticate(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  body: ReauthBody,
): Promise<ReauthResponse> {
  if (session.method === APP_TOKEN_METHOD) throw forbidden(APP_TOKEN_REFUSED);
  // Shares the password-change budget: one guessing door per session and account, not two.
  await consumeRateLimits(ctx.limits, passwordChangeRules(user.id, session.id, CONFIRM_THROTTLED));
  const current = await createAuthUsersRepository(ctx.db).findById(user.id);
  let ok = false;
  if (body.password !== undefined && current?.passwordHash)
    ok = await verifyPassword(current.passwordHash, body.password);
  if (!ok && body.code !== undefined && current?.twoFactorEnabledAt)
    ok = await acceptTotp(ctx, current, body.code.replace(/\s/g, ''));
  if (!ok) throw badRequest({ [body.password !== undefined ? 'password' : 'code']: REAUTH_FAILED });
  const now = new Date();
  await createSessionsRepository(ctx.db).markReauthenticated(session.id, now);
  return {
    message: 'Confirmed.',
    reauthenticated_until: new Date(now.getTime() + REAUTH_WINDOW_MS).toISOString(),
  };
}
