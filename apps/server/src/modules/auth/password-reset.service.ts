import type { AuthMessage } from '@regal/shared';
import { badRequest } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { spendOutstandingTokens } from './credential-change.ts';
import { passwordResetMail } from './mails.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import {
  RESET_ACCOUNT_MAIL_WINDOW_MS,
  RESET_MAILS_PER_ACCOUNT,
  resetAccountMailKey,
  resetMailRules,
  throttleRules,
} from './throttles.ts';
import { newOpaqueToken, sha256Hex } from './tokens.ts';
import { createAuthUsersRepository } from './users.repository.ts';

export const RESET_TOKEN_TTL_MS = 30 * 60_000;
export const FORGOT_MESSAGE =
  'If an account uses this address, we have sent it a link to reset the password.';

/** Forgot password: a single-use link by mail; the same answer whether the address is known or not. */
export async function requestPasswordReset(
  ctx: AuthContext,
  email: string,
  client: ClientInfo,
): Promise<AuthMessage> {
  await consumeRateLimits(ctx.limits, [
    ...throttleRules('reset', email, client.ip, ctx.config.AUTH_ATTEMPTS_PER_IP_PER_HOUR),
    ...resetMailRules(email),
  ]);
  // The lookup, the token and the mail happen after the answer, in the mail queue: known and
  // unknown addresses cost the caller the same (decision 013 has the measurement).
  ctx.mailer.queueLater(async () => {
    const users = createAuthUsersRepository(ctx.db);
    const user = await users.findByEmail(email);
    if (!user?.active) return null;
    // Per account, whatever spelling of the address was asked for (issue 32): past the budget the
    // request is dropped silently (the answer went out already) and the last link stays the live one.
    const mails = await ctx.limits.hit(resetAccountMailKey(user.id), RESET_ACCOUNT_MAIL_WINDOW_MS);
    if (mails.count > RESET_MAILS_PER_ACCOUNT) return null;
    const now = new Date();
    const token = newOpaqueToken();
    const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/auth/password/reset?token=${token}`;
    // The token and its mail job commit together: no token without its mail, no mail without its token.
    await ctx.db.transaction(async (tx) => {
      // At most one live link (issue 32): the newest works, every older one is spent, so five
      // requests by a stranger leave the owner's mailbox with one working link, not five.
      await createAuthUsersRepository(tx).spendAllResetTokens(user.id, now);
      await createAuthUsersRepository(tx).insertResetToken(
        user.id,
        sha256Hex(token),
        now,
        new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      );
      await ctx.mailer.queue(passwordResetMail(user.email, link), tx);
    });
    return null;
  });
  return { message: FORGOT_MESSAGE };
}

/**
 * Sets a new password with a reset token: the token is spent, every session of the account ends
 * (whoever knew the old password is out), and the address counts as verified (the mail arrived).
 */
export async function resetPassword(
  ctx: AuthContext,
  token: string,
  password: string,
  client: ClientInfo,
): Promise<AuthMessage> {
  await consumeRateLimits(
    ctx.limits,
    throttleRules('reset', `token:${sha256Hex(token)}`, client.ip, ctx.config.AUTH_ATTEMPTS_PER_IP_PER_HOUR),
  );
  const passwordHash = await hashPassword(password);
  const done = await ctx.db.transaction(async (tx) => {
    const users = createAuthUsersRepository(tx);
    const now = new Date();
    const userId = await users.consumeResetToken(sha256Hex(token), now);
    if (userId === null) return false;
    const user = await users.findById(userId);
    await users.update(userId, { passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? now });
    await spendOutstandingTokens(tx, userId, now);
    await createSessionsRepository(tx).revokeAllOfUser(userId, now);
    return true;
  });
  if (!done) throw badRequest({ token: 'This password reset link is invalid or has expired.' });
  return { message: 'Your password has been reset. Please log in with the new password.' };
}
