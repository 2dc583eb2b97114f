import type { LoginBody, LoginResponse } from '@regal/shared';
import { forbidden, unauthorized } from '../../lib/http-errors.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { openSession } from './session.service.ts';
import { throttleRules } from './throttles.ts';
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
  body: Required<LoginBody>,
  client: ClientInfo,
): Promise<LoginResponse> {
  await consumeRateLimits(ctx.limits, throttleRules('login', body.login, client.ip));
  const users = createAuthUsersRepository(ctx.db);
  const user = await users.findByLogin(body.login);
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyPassword(await dummyPasswordHash(), body.password).then(() => false);
  if (!user?.passwordHash || !passwordOk) throw unauthorized(BAD_CREDENTIALS);
  if (!user.active) throw forbidden('Your account is disabled.');

  if (needsRehash(user.passwordHash))
    await users.update(user.id, { passwordHash: await hashPassword(body.password) });

  const { token, session } = await openSession(ctx, user, {
    remember: body.remember,
    method: 'password',
    client,
  });
  const view = presentSessionUser(user, session);
  return { token, user: view, two_factor_required: !view['2fa_verified'] };
}
