import type { SessionUser, TwoFactorActivated } from '@regal/shared';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { throttleRules, twoFactorAccountRules } from './throttles.ts';
import { sha256Hex } from './tokens.ts';
import { matchTotp, newTotpSecret, totpQrDataUrl } from './totp.ts';
import { presentSessionUser } from './user.presenter.ts';
import { createAuthUsersRepository } from './users.repository.ts';

/** Spec 02 §8's messages. */
export const TWO_FACTOR_MESSAGES = {
  activated: 'Two Factor Authentication activated',
  activateFailed: 'Error on activation',
  disabled: 'Two Factor Authentication disabled',
  disableFailed: 'Error on 2fa disable action',
  valid: 'Token valid',
  invalid: 'Token error',
} as const;

/** The time step of a fresh TOTP code of a 2FA user, without claiming it; null when it does not match. */
export async function totpStepOf(ctx: AuthContext, user: UserRow, code: string): Promise<number | null> {
  if (!user.twoFactorEnabledAt || !user.twoFactorSecret) return null;
  return matchTotp(openSecret(ctx.appKey, user.twoFactorSecret), code, user.twoFactorLastStep);
}

/** Accepts a fresh TOTP code once (its time step is claimed atomically). */
export async function acceptTotp(ctx: AuthContext, user: UserRow, code: string): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  const step = await matchTotp(openSecret(ctx.appKey, user.twoFactorSecret), code, user.twoFactorLastStep);
  return step !== null && (await createAuthUsersRepository(ctx.db).claimTwoFactorStep(user.id, step));
}

export async function twoFactorQr(ctx: AuthContext, user: UserRow) {
  if (!user.twoFactorEnabledAt || !user.twoFactorSecret) return { enabled: false, qr: null };
  return { enabled: true, qr: await totpQrDataUrl(openSecret(ctx.appKey, user.twoFactorSecret), user.email) };
}

/** Off → on (spec 02 §4): a new secret, its QR, and recovery codes shown this once. */
export async function activateTwoFactor(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
): Promise<TwoFactorActivated> {
  if (user.twoFactorEnabledAt) throw badRequest({ _: TWO_FACTOR_MESSAGES.activateFailed });
  const secret = newTotpSecret();
  const codes = newRecoveryCodes();
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const users = createAuthUsersRepository(tx);
    await users.update(user.id, {
      twoFactorSecret: sealSecret(ctx.appKey, secret),
      twoFactorEnabledAt: now,
      twoFactorLastStep: null,
    });
    await users.replaceRecoveryCodes(user.id, codes.map(sha256Hex), now);
    // The session that switched it on has shown it holds the account.
    await createSessionsRepository(tx).markTwoFactorVerified(session.id, now);
  });
  return {
    message: TWO_FACTOR_MESSAGES.activated,
    qr: await totpQrDataUrl(secret, user.email),
    secret,
    recovery_codes: codes,
  };
}

export async function disableTwoFactor(ctx: AuthContext, user: UserRow) {
  if (!user.twoFactorEnabledAt) throw badRequest({ _: TWO_FACTOR_MESSAGES.disableFailed });
  await ctx.db.transaction(async (tx) => {
    const users = createAuthUsersRepository(tx);
    await users.update(user.id, { twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null });
    await users.replaceRecoveryCodes(user.id, [], new Date());
  });
  return { message: TWO_FACTOR_MESSAGES.disabled };
}

/** The account page's test field: 'Token valid' or 'Token error'. */
export async function verifyTwoFactorToken(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  key: string,
  client: ClientInfo,
) {
  await consumeRateLimits(ctx.limits, [
    ...throttleRules('two-factor', `user:${user.id}`, client.ip),
    ...twoFactorAccountRules(user.id, session.id),
  ]);
  if (!(await acceptTotp(ctx, user, key))) throw badRequest({ key: TWO_FACTOR_MESSAGES.invalid });
  return { message: TWO_FACTOR_MESSAGES.valid };
}

/** After a password login: a TOTP code or an unused recovery code opens the session fully. */
export async function passTwoFactorChallenge(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  code: string,
  client: ClientInfo,
): Promise<SessionUser> {
  // Per address, and per challenge and account whatever the address (decision 013).
  await consumeRateLimits(ctx.limits, [
    ...throttleRules('two-factor', `user:${user.id}`, client.ip),
    ...twoFactorAccountRules(user.id, session.id),
  ]);
  const now = new Date();
  if (user.twoFactorEnabledAt && !session.twoFactorVerifiedAt) {
    const recovery = normaliseRecoveryCode(code);
    const ok = recovery
      ? await createAuthUsersRepository(ctx.db).consumeRecoveryCode(user.id, sha256Hex(recovery), now)
      : await acceptTotp(ctx, user, code);
    if (!ok) throw badRequest({ code: 'This code is not valid. Please try the current one.' });
    await createSessionsRepository(ctx.db).markTwoFactorVerified(session.id, now);
  }
  return presentSessionUser(user, { ...session, twoFactorVerifiedAt: session.twoFactorVerifiedAt ?? now });
}
