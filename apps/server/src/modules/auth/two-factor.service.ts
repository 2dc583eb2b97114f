import type { SessionUser, TwoFactorActivated, TwoFactorDisableBody } from '@regal/shared';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { consumeRateLimits } from '../../lib/rate-limit.ts';
import type { AuthContext, ClientInfo } from './auth-context.ts';
import { spendOutstandingTokens } from './credential-change.ts';
import { newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { CONFIRM_THROTTLED, passwordChangeRules, throttleRules, twoFactorAccountRules } from './throttles.ts';
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
  confirmPending: 'Scan the QR code, then enter a code from the app to switch 2FA on.',
} as const;
export const TWO_FACTOR_PROOF_FAILED = 'This password or code is not correct.';
export const TWO_FACTOR_PROOF_MISSING = 'Please enter your password or a code.';

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

/**
 * The QR only while set-up is pending (decision 043, issue 32). Once 2FA is on the secret is never
 * shown again: whoever holds a session (a stolen bearer token) must not be able to read it and
 * then pass re-auth by code, change the e-mail and switch 2FA off. A new device means a new set-up
 * (switch off with proof, switch on again).
 */
export async function twoFactorQr(ctx: AuthContext, user: UserRow) {
  const enabled = user.twoFactorEnabledAt !== null;
  if (!twoFactorSetupPending(user) || !user.twoFactorSecret) return { enabled, pending: false, qr: null };
  return {
    enabled: false,
    pending: true,
    qr: await totpQrDataUrl(openSecret(ctx.appKey, user.twoFactorSecret), user.email),
  };
}

/** A secret is stored but no code has confirmed it yet: login does not ask for 2FA (decision 043). */
export function twoFactorSetupPending(user: UserRow): boolean {
  return user.twoFactorEnabledAt === null && user.twoFactorSecret !== null;
}

/**
 * Off → pending (spec 02 §4, decision 043): a new secret, its QR, and recovery codes shown this
 * once. 2FA is on only after a code from the app passed `verify`, so a user whose scan failed is
 * not locked out. Asking again while pending starts over with a new secret.
 */
export async function activateTwoFactor(ctx: AuthContext, user: UserRow): Promise<TwoFactorActivated> {
  if (user.twoFactorEnabledAt) throw badRequest({ _: TWO_FACTOR_MESSAGES.activateFailed });
  const secret = newTotpSecret();
  const codes = newRecoveryCodes();
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const users = createAuthUsersRepository(tx);
    await users.update(user.id, {
      twoFactorSecret: sealSecret(ctx.appKey, secret),
      twoFactorEnabledAt: null,
      twoFactorLastStep: null,
    });
    await users.replaceRecoveryCodes(user.id, codes.map(sha256Hex), now);
  });
  return {
    message: TWO_FACTOR_MESSAGES.confirmPending,
    qr: await totpQrDataUrl(secret, user.email),
    secret,
    recovery_codes: codes,
  };
}

/**
 * On → off needs proof in the request itself (decision 043): the password or a current 2FA code
 * (or an unused recovery code), whatever the session's re-auth window. A pending set-up is
 * cancelled without one: it protects nothing yet.
 */
export async function disableTwoFactor(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  proof: TwoFactorDisableBody,
) {
  if (!user.twoFactorEnabledAt && !twoFactorSetupPending(user))
    throw badRequest({ _: TWO_FACTOR_MESSAGES.disableFailed });
  if (user.twoFactorEnabledAt) {
    if (proof.password === undefined && proof.code === undefined)
      throw badRequest({ password: TWO_FACTOR_PROOF_MISSING });
    await consumeRateLimits(ctx.limits, passwordChangeRules(user.id, session.id, CONFIRM_THROTTLED));
    if (!(await proves(ctx, user, proof)))
      throw badRequest({ [proof.password !== undefined ? 'password' : 'code']: TWO_FACTOR_PROOF_FAILED });
  }
  const wasOn = user.twoFactorEnabledAt !== null;
  await ctx.db.transaction(async (tx) => {
    const users = createAuthUsersRepository(tx);
    const now = new Date();
    await users.update(user.id, { twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null });
    await users.replaceRecoveryCodes(user.id, [], now);
    // Switching 2FA off is a credential change (issue 32); cancelling a pending set-up is not.
    if (wasOn) await spendOutstandingTokens(tx, user.id, now);
  });
  return { message: TWO_FACTOR_MESSAGES.disabled };
}

/** The password, a fresh TOTP code or an unused recovery code of this 2FA user. */
async function proves(ctx: AuthContext, user: UserRow, proof: TwoFactorDisableBody): Promise<boolean> {
  if (
    proof.password !== undefined &&
    user.passwordHash &&
    (await verifyPassword(user.passwordHash, proof.password))
  )
    return true;
  if (proof.code === undefined) return false;
  const recovery = normaliseRecoveryCode(proof.code);
  if (recovery)
    return createAuthUsersRepository(ctx.db).consumeRecoveryCode(user.id, sha256Hex(recovery), new Date());
  return acceptTotp(ctx, user, proof.code.replace(/\s/g, ''));
}

/**
 * The account page's test field: 'Token valid' or 'Token error'. While set-up is pending, the
 * first valid code switches 2FA on ('Two Factor Authentication activated') and counts as this
 * session's 2FA pass.
 */
export async function verifyTwoFactorToken(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRow,
  key: string,
  client: ClientInfo,
) {
  await consumeRateLimits(ctx.limits, [
    ...throttleRules('two-factor', `user:${user.id}`, client.ip, ctx.config.AUTH_ATTEMPTS_PER_IP_PER_HOUR),
    ...twoFactorAccountRules(user.id, session.id),
  ]);
  if (!(await acceptTotp(ctx, user, key))) throw badRequest({ key: TWO_FACTOR_MESSAGES.invalid });
  if (!twoFactorSetupPending(user)) return { message: TWO_FACTOR_MESSAGES.valid };
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await createAuthUsersRepository(tx).update(user.id, { twoFactorEnabledAt: now });
    await createSessionsRepository(tx).markTwoFactorVerified(session.id, now);
    // Switching 2FA on is a credential change (issue 32): links mailed before it stop working.
    await spendOutstandingTokens(tx, user.id, now);
  });
  return { message: TWO_FACTOR_MESSAGES.activated };
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
    ...throttleRules('two-factor', `user:${user.id}`, client.ip, ctx.config.AUTH_ATTEMPTS_PER_IP_PER_HOUR),
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
