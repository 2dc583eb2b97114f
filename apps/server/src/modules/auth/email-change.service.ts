import { type AuthMessage, EMAIL_CHANGE_TTL_HOURS, maskEmail } from '@regal/shared';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import { isUniqueViolation } from '../../lib/transactions.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { spendOutstandingTokens } from './credential-change.ts';
import { createEmailChangeTokensRepository } from './email-change-tokens.repository.ts';
import { emailChangeMail, emailChangeNoticeMail, emailChangeTakenMail } from './mails.ts';
import { requireFreshAuth } from './reauth.ts';
import { emailChangeMailRules, throttleRules } from './throttles.ts';
import { newOpaqueToken, sha256Hex } from './tokens.ts';
import { createAuthUsersRepository } from './users.repository.ts';

export const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_TTL_HOURS * 3_600_000;
export const EMAIL_CHANGE_SENT =
  'We have sent a link to the new address. Your current address stays active until you open it.';
export const EMAIL_CHANGE_SAME = 'This is already your e-mail address.';
export const EMAIL_CHANGE_DONE = 'Your e-mail address has been changed.';
export const EMAIL_CHANGE_INVALID = 'This confirmation link is invalid or was already used.';
export const EMAIL_CHANGE_EXPIRED = 'This confirmation link has expired. Please request the change again.';
export const EMAIL_CHANGE_TAKEN = 'This e-mail address is already used by another account.';

/**
 * Asks to change the signed-in user's address (decision 044). Needs a fresh re-authentication.
 * The new address gets a single-use link (only its hash is stored); the old one a notice. When
 * another account already uses the new address, its mailbox is told instead and the answer stays
 * the same: the form does not reveal who is registered, as registration does not.
 */
export async function requestEmailChange(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  email: string,
  client: ClientInfo,
): Promise<AuthMessage> {
  requireFreshAuth(session);
  await consumeRateLimits(
    ctx.limits,
    throttleRules('email-change', `user:${user.id}`, client.ip, ctx.config.AUTH_ATTEMPTS_PER_IP_PER_HOUR),
  );
  if (email.toLowerCase() === user.email.toLowerCase()) throw badRequest({ email: EMAIL_CHANGE_SAME });
  await consumeRateLimits(ctx.limits, emailChangeMailRules(user.id));
  const now = new Date();
  const token = newOpaqueToken();
  const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/auth/email/confirm?token=${token}`;
  await ctx.db.transaction(async (tx) => {
    const tokens = createEmailChangeTokensRepository(tx);
    // Only the newest request stays open: an older link cannot apply an address changed since.
    await tokens.spendAllOfUser(user.id, now);
    const taken = await createAuthUsersRepository(tx).findByEmail(email);
    if (taken) {
      await ctx.mailer.queue(emailChangeTakenMail(email, ctx.config.PUBLIC_URL), tx);
    } else {
      await tokens.insert({
        userId: user.id,
        newEmail: email,
        tokenHash: sha256Hex(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      });
      await ctx.mailer.queue(emailChangeMail(email, link), tx);
    }
    await ctx.mailer.queue(emailChangeNoticeMail(user.email, maskEmail(email)), tx);
    await recordAudit(tx, {
      actor: { id: user.id, username: user.username },
      action: 'account.emailChangeRequested',
      itemType: 'member',
      itemId: user.id,
      itemLabel: user.username,
    });
  });
  return { message: EMAIL_CHANGE_SENT };
}

/**
 * Opens the link mailed to the new address: works logged in or not (the token proves the mailbox),
 * once, until it expires. The address switches and counts as verified; every other open link of
 * the user is spent. 410 tells an expired link from an unknown or used one (400).
 */
export async function confirmEmailChange(
  ctx: AuthContext,
  token: string,
  client: ClientInfo,
): Promise<AuthMessage> {
  const tokenHash = sha256Hex(token);
  await consumeRateLimits(
    ctx.limits,
    throttleRules('email-change', `token:${tokenHash}`, client.ip, ctx.config.AUTH_ATTEMPTS_PER_IP_PER_HOUR),
  );
  await ctx.db.transaction(async (tx) => {
    const tokens = createEmailChangeTokensRepository(tx);
    const users = createAuthUsersRepository(tx);
    const now = new Date();
    const row = await tokens.findByHash(tokenHash);
    if (!row || row.usedAt) throw badRequest({ token: EMAIL_CHANGE_INVALID });
    if (row.expiresAt <= now) throw new HttpError(410, EMAIL_CHANGE_EXPIRED, { token: EMAIL_CHANGE_EXPIRED });
    // Taken since the request: the holder of the link owns that mailbox, so saying so tells nothing new.
    const owner = await users.findByEmail(row.newEmail);
    if (owner && owner.id !== row.userId) throw badRequest({ email: EMAIL_CHANGE_TAKEN });
    const user = await users.findById(row.userId);
    if (!user?.active || !(await tokens.spend(row.id, now)))
      throw badRequest({ token: EMAIL_CHANGE_INVALID });
    await users.update(row.userId, { email: row.newEmail, emailVerifiedAt: now }).catch((error) => {
      // Taken at this very moment by another account: the unique index has the last word.
      throw isUniqueViolation(error) ? badRequest({ email: EMAIL_CHANGE_TAKEN }) : error;
    });
    // A reset link mailed to the old address must not take the account back (issue 32).
    await spendOutstandingTokens(tx, row.userId, now);
    await recordAudit(tx, {
      actor: { id: user.id, username: user.username },
      action: 'account.emailChanged',
      itemType: 'member',
      itemId: user.id,
      itemLabel: user.username,
      changes: { email: { from: user.email, to: row.newEmail } },
    });
  });
  return { message: EMAIL_CHANGE_DONE };
}
