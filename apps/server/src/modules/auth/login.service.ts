import type { LoginBody, LoginResponse } from '@regal/shared';
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
  throttleRules,
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
  if (withCode)
    await consumeRateLimits(
      ctx.limits,
      lockBypassCodeRules(
        user ? user.id : `name:${body.login.toLowerCase()}`,
        client.ip,
        ctx.config.AUTH_ATTEMPTS_PER_IP_PER_HOUR,
      ),
    );
  // The code is checked first and the password only behind a matching code: a guesser without the
  // code learns nothing about the password here, not even from the answer's timing, and the TOTP
  // step is claimed only once both are right. Either being wrong is one failure, same answer.
  const codeStep = withCode && user && code !== undefined ? await totpStepOf(ctx, user, code) : null;
  const passwordOk =
    user?.passwordHash && (!withCode || codeStep !== null)
      ? await verifyPassword(user.passwordHash, body.password)
      : await verifyPassword(await dummyPasswordHash(), body.password).then(() => false);
  const codeOk =
    !withCode ||
    (passwordOk && user !== null && codeStep !== null && (await users.claimTwoFactorStep(user.id, codeStep)));
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
