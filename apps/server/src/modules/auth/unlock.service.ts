import type { AuthMessage } from '@regal/shared';
import { badRequest } from '../../lib/http-errors.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { clientHashOf, createKnownClientsRepository } from './known-clients.ts';
import { accountLockedMail } from './mails.ts';
import { throttleRules } from './throttles.ts';
import { newOpaqueToken, sha256Hex } from './tokens.ts';
import { createUnlockTokensRepository } from './unlock-tokens.repository.ts';

/** Longer than one lock window: a guesser who keeps the account locked must not outlast the link. */
export const UNLOCK_TOKEN_TTL_MS = 60 * 60_000;
export const UNLOCK_INVALID = 'This unlock link is invalid or has expired.';
export const UNLOCK_DONE = 'Unlocked: you can log in from here with your password now.';

/**
 * The lock mail with its unlock link (decision 040), sent once per lock window. Built after the
 * answer has gone out (the failed login's timing does not depend on it); the token and its mail
 * job commit together.
 */
export function mailUnlockLink(ctx: AuthContext, user: { id: number; email: string }): void {
  ctx.mailer.queueLater(async () => {
    const now = new Date();
    const token = newOpaqueToken();
    const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/auth/unlock?token=${token}`;
    await ctx.db.transaction(async (tx) => {
      await createUnlockTokensRepository(tx).insert(
        user.id,
        sha256Hex(token),
        now,
        new Date(now.getTime() + UNLOCK_TOKEN_TTL_MS),
      );
      await ctx.mailer.queue(accountLockedMail(user.email, link), tx);
    });
    return null;
  });
}

/**
 * The owner opened the link: the token is spent and the opener's address becomes one the account
 * has used, with its own failure budget (smart lockout). The lock on every other address stays, so
 * the guesser gains nothing; the link alone opens nothing either — the password is still needed.
 */
export async function unlockFromLink(
  ctx: AuthContext,
  token: string,
  client: ClientInfo,
): Promise<AuthMessage> {
  await consumeRateLimits(
    ctx.limits,
    throttleRules('unlock', `token:${sha256Hex(token)}`, client.ip, ctx.config.AUTH_ATTEMPTS_PER_IP_PER_HOUR),
  );
  const now = new Date();
  const userId = await ctx.db.transaction(async (tx) => {
    const id = await createUnlockTokensRepository(tx).consume(sha256Hex(token), now);
    if (id !== null)
      await createKnownClientsRepository(tx).remember(id, clientHashOf(ctx.appKey, client.ip), now);
    return id;
  });
  if (userId === null) throw badRequest({ token: UNLOCK_INVALID });
  return { message: UNLOCK_DONE };
}
