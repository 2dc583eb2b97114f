import type { LoginBody, LoginResponse } from '@regal/shared';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { clientHashOf, createKnownClientsRepository } from './known-clients.ts';
import { openSession } from './session.service.ts';
import {
  ACCOUNT_FAILED_LOGINS,
  ACCOUNT_LOCK_MS,
  ACCOUNT_LOCKED_MESSAGE,
  failedLoginKey,
  lockBypassCodeRules,
  TWO_FACTOR_ACCOUNT_WINDOW_MS,
  TWO_FACTOR_PER_ACCOUNT,
  throttleRules,
  twoFactorAccountKey,
} from './throttles.ts';
import { totpStepOf } from './two-factor.service.ts';
import { mailUnlockLink } from './unlock.service.ts';
import { presentSessionUser } from './user.presenter.ts';
import { createAuthUsersRepository } from './users.repository.ts';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';

let dummyHash: Promise<string> | null = null;
/** A hash to verify against when the account does not exist, so both paths cost the same. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-equal-timing');
  return dummyHash;
}

/**
 * A code sent with the right password (decision 040): counts against the account's 2FA budget
 * (shared with the 2FA challenge); within it, a fresh TOTP code is accepted once.
 */
async function codeAccepted(ctx: AuthContext, user: UserRow, code: string | undefined): Promise<boolean> {
  if (code === undefined) return false;
  const budget = await ctx.limits.hit(twoFactorAccountKey(user.id), TWO_FACTOR_ACCOUNT_WINDOW_MS);
  if (budget.count > TWO_FACTOR_PER_ACCOUNT) return false;
  const step = await totpStepOf(ctx, user, code);
  return step !== null && (await createAuthUsersRepository(ctx.db).claimTwoFactorStep(user.id, step));
}

/**
 * Password login (spec §4 "Session"): throttled, one answer for unknown account and wrong
 * password, a new session each time, the hash upgraded when our argon2 settings changed.
 */
export async function login(
  ctx: AuthContext,
  body: Required<Omit<LoginBody, 'code'>> & Pick<LoginBody, 'code'>,
  client: ClientInfo,
): Promise<LoginResponse> {
  await consumeRateLimits(
    ctx.limits,
    throttleRules('login', body.login, client.ip, ctx.config.AUTH_ATTEMPTS_PER_IP_PER_HOUR),
  );
  const users = createAuthUsersRepository(ctx.db);
  const known = createKnownClientsRepository(ctx.db);
  const user = await users.findByLogin(body.login);
  const clientHash = clientHashOf(ctx.appKey, client.ip);
  // Smart lockout (issue 19): failures from addresses the account never logged in from share the
  // account's budget (decision 013: guessing from many addresses stays 10 per 15 minutes); an
  // address the owner has used before (or unlocked through the mailed link, decision 040) has its
  // own, so strangers cannot lock the owner out of it.
  // Unknown names get a budget too, so a lock does not tell which accounts exist.
  const fromKnown = user ? await known.isKnown(user.id, clientHash) : false;
  const failKey = failedLoginKey(
    user ? (fromKnown ? `user:${user.id}|known:${clientHash}` : `user:${user.id}`) : `name:${body.login}`,
  );
  const failures = await ctx.limits.peek(failKey);
  const locked = failures.count >= ACCOUNT_FAILED_LOGINS;
  // Decision 040: a 2FA code sent with the password is a second factor with its own budget; it gets
  // the owner past the lock. Without one (or without 2FA) a lock stays a lock.
  const code = body.code;
  const withCode = code !== undefined && (locked || user?.twoFactorEnabledAt != null);
  if (locked && !withCode) throw tooManyRequests(ACCOUNT_LOCKED_MESSAGE, failures.resetInMs / 1000);
  // The code's per-address budget is spent up front: it costs only the sender's own address.
  if (withCode)
    await consumeRateLimits(
      ctx.limits,
      lockBypassCodeRules(
        user ? user.id : `name:${body.login.toLowerCase()}`,
        client.ip,
        ctx.config.AUTH_ATTEMPTS_PER_IP_PER_HOUR,
      ),
    );
  // The password is always checked (argon2, the same cost for every answer). The code is looked at
  // only behind the right password, and only then counts against the account's 2FA budget
  // (issue 32): a stranger's wrong logins that carry some code must not spend the owner's budget
  // and lock them out. A wrong password with any code, a right password with a wrong code, or a
  // spent budget: one failure, the same answer, so the code door tells nothing about the password.
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyPassword(await dummyPasswordHash(), body.password).then(() => false);
  const codeOk = !withCode || (passwordOk && user !== null && (await codeAccepted(ctx, user, code)));
  if (!user?.passwordHash || !passwordOk || !codeOk) {
    const failed = await ctx.limits.hit(failKey, ACCOUNT_LOCK_MS);
    if (user && !fromKnown && failed.count === ACCOUNT_FAILED_LOGINS) mailUnlockLink(ctx, user);
    throw unauthorized(BAD_CREDENTIALS);
  }
  // A success past the lock (with a code) leaves the lock in place for every other address.
  if (!locked) await ctx.limits.reset(failKey);
  if (!user.active) throw forbidden('Your account is disabled.');
  await known.remember(user.id, clientHash, new Date());

  if (needsRehash(user.passwordHash))
    await users.update(user.id, { passwordHash: await hashPassword(body.password) });

  const { token, session } = await openSession(ctx, user, {
    remember: body.remember,
    method: 'password',
    client,
    twoFactorVerified: withCode,
  });
  const view = presentSessionUser(user, session);
  return { token, user: view, two_factor_required: !view['2fa_verified'] };
}
