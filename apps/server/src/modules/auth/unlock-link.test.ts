import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useFakeSmtp } from '../../../test/fake-smtp.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginUnlockTokens } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { linkIn } from '../../integrations/mail/fake.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { authContextFor } from './auth.module.ts';
import { sealSecret } from './secret-box.ts';
import { ACCOUNT_FAILED_LOGINS } from './throttles.ts';
import { sha256Hex } from './tokens.ts';
import { newTotpSecret } from './totp.ts';

/**
 * Issue 19, smart lockout (decision 040): an attacker who locks an account from addresses it never
 * used must not keep the owner out of a new address either. The lock mail carries a single-use,
 * expiring unlock link that lets the owner in from the address that opens it; a 2FA owner gets in
 * with password and code in one login. The attacker's addresses stay locked, and guessing is as slow
 * as before.
 */
const PUBLIC_URL = 'http://regal.test';
const env: Record<string, string> = { PUBLIC_URL };
const smtp = useFakeSmtp(env);
const ctx = useTestApp(env);
const PASSWORD = 'unlock link pass';
let counter = 1;
/** A fresh address no account has used (TEST-NET-2). */
const newIp = () => `198.51.100.${counter++}`;

const login = (loginName: string, password: string, ip: string, code?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: loginName, password, ...(code === undefined ? {} : { code }) },
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
  });

const unlock = (token: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/unlock',
    payload: { token },
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
  });

/** The attack of the issue: wrong passwords from two addresses (5 each, under their per-minute limit). */
async function lockFromTwoAddresses(loginName: string): Promise<[string, string]> {
  const attackers: [string, string] = [newIp(), newIp()];
  for (let i = 0; i < ACCOUNT_FAILED_LOGINS; i++) {
    const res = await login(loginName, `guess-${i}`, attackers[i % 2] as string);
    expect(res.statusCode).toBe(401);
  }
  return attackers;
}

async function unlockTokenFromMail(email: string, since: number): Promise<string> {
  const mail = await smtp.server.waitForMail(email, { since });
  return new URL(linkIn(mail, `${PUBLIC_URL}/auth/unlock?token=`)).searchParams.get('token') ?? '';
}

const mailsTo = (email: string) => smtp.server.mails.filter((m) => m.to.includes(email)).length;

describe('unlock link of the lock mail', () => {
  it('lets the owner in from a new address; the attacker stays locked out', async () => {
    const owner = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const since = smtp.server.mails.length;
    const attackers = await lockFromTwoAddresses(owner.email);

    const ownerIp = newIp();
    const before = await login(owner.username, PASSWORD, ownerIp);
    expect(before.statusCode).toBe(429);
    expect(before.json().token).toBeUndefined();

    const token = await unlockTokenFromMail(owner.email, since);
    expect(token.length).toBeGreaterThanOrEqual(20);
    // Only the token's hash is stored.
    const rows = await ctx.db.select().from(loginUnlockTokens).where(eq(loginUnlockTokens.userId, owner.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([sha256Hex(token)]);

    const opened = await unlock(token, ownerIp);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().message).toBe('Unlocked: you can log in from here with your password now.');
    const after = await login(owner.username, PASSWORD, ownerIp);
    expect(after.statusCode).toBe(200);
    expect(after.json().token).toEqual(expect.any(String));

    // The lock holds for the attacker's addresses (even with the right password) and for new ones.
    for (const ip of [...attackers, newIp()])
      expect((await login(owner.username, PASSWORD, ip)).statusCode).toBe(429);
    // One lock, one mail.
    expect(mailsTo(owner.email)).toBe(1);
  }, 60_000);

  it('works once, only until it expires, and not without the password', async () => {
    const owner = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const since = smtp.server.mails.length;
    await lockFromTwoAddresses(owner.username);
    const token = await unlockTokenFromMail(owner.email, since);
    const ownerIp = newIp();
    expect((await unlock(token, ownerIp)).statusCode).toBe(200);
    // The link opens nothing by itself: a wrong password from the unlocked address is still refused.
    expect((await login(owner.username, 'wrong password', ownerIp)).statusCode).toBe(401);

    // Spent: a second opening (from anywhere) is refused and unlocks nothing.
    const otherIp = newIp();
    const again = await unlock(token, otherIp);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.token).toBe('This unlock link is invalid or has expired.');
    expect((await login(owner.username, PASSWORD, otherIp)).statusCode).toBe(429);

    // Expired: a link from a later lock whose time has run out unlocks nothing.
    const late = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
    const lateSince = smtp.server.mails.length;
    await lockFromTwoAddresses(late.email);
    const lateToken = await unlockTokenFromMail(late.email, lateSince);
    await ctx.db
      .update(loginUnlockTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginUnlockTokens.tokenHash, sha256Hex(lateToken)));
    const lateIp = newIp();
    expect((await unlock(lateToken, lateIp)).statusCode).toBe(400);
    expect((await login(late.username, PASSWORD, lateIp)).statusCode).toBe(429);

    // A made-up token: 400 with the field error, malformed ones too.
    expect((await unlock('x'.repeat(43), newIp())).statusCode).toBe(400);
    const malformed = await unlock('short', newIp());
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.token).toEqual(expect.any(String));
  }, 60_000);

  it('answers in German by default', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/unlock',
      payload: { token: 'y'.repeat(43) },
      remoteAddress: newIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.token).toBe('Dieser Entsperr-Link ist ungültig oder abgelaufen.');
  });
});

describe('2FA owner past the lock', () => {
  async function twoFactorOwner() {
    const appKey = authContextFor(ctx.db)?.appKey;
    if (!appKey) throw new Error('no auth context');
    const secret = newTotpSecret();
    const owner = await buildUser(ctx.db, {
      passwordHash: await hashPassword(PASSWORD),
      twoFactorSecret: sealSecret(appKey, secret),
      twoFactorEnabledAt: new Date(),
    });
    const code = (stepOffset = 0) =>
      generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });
    return { owner, code };
  }

  it('gets in with password and a valid code in one login; a wrong one counts as a failure', async () => {
    const { owner, code } = await twoFactorOwner();
    const attackers = await lockFromTwoAddresses(owner.email);
    const ownerIp = newIp();
    expect((await login(owner.username, PASSWORD, ownerIp)).statusCode).toBe(429);

    const valid = await code();
    const wrongCode = valid === '000000' ? '111111' : '000000';
    expect((await login(owner.username, PASSWORD, ownerIp, wrongCode)).statusCode).toBe(401);
    // A wrong password with the right code fails the same way and does not use the code up.
    expect((await login(owner.username, 'not the password', ownerIp, valid)).statusCode).toBe(401);

    const inside = await login(owner.username, PASSWORD, ownerIp, valid);
    expect(inside.statusCode).toBe(200);
    expect(inside.json().two_factor_required).toBe(false);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${inside.json().token}` },
    });
    expect(me.json().user['2fa_verified']).toBe(true);
    // The code is single-use: replaying the same login from an attacker's address gets nothing.
    expect((await login(owner.username, PASSWORD, attackers[0], valid)).statusCode).toBe(401);
    // Without a code the attacker's addresses stay locked.
    for (const ip of attackers) expect((await login(owner.username, PASSWORD, ip)).statusCode).toBe(429);
  }, 60_000);

  it('without a lock, password and code in one login open a verified session', async () => {
    const { owner, code } = await twoFactorOwner();
    const ip = newIp();
    const plain = await login(owner.username, PASSWORD, ip);
    expect(plain.json().two_factor_required).toBe(true);
    const both = await login(owner.username, PASSWORD, ip, await code());
    expect(both.statusCode).toBe(200);
    expect(both.json().two_factor_required).toBe(false);
  }, 60_000);

  it('guessing stays as slow: 10 failures lock new addresses; a code past the lock needs the password', async () => {
    const { owner } = await twoFactorOwner();
    const statuses: number[] = [];
    // 40 tries from 40 new addresses; from the 11th on, half of them carry a made-up code.
    for (let i = 0; i < 40; i++) {
      const withCode = i >= ACCOUNT_FAILED_LOGINS && i % 2 === 0;
      statuses.push(
        (await login(owner.email, `guess-${i}`, newIp(), withCode ? '123456' : undefined)).statusCode,
      );
    }
    const count = (from: number, to: number, status: number) =>
      statuses.slice(from, to).filter((s) => s === status).length;
    expect(count(0, ACCOUNT_FAILED_LOGINS, 401)).toBe(ACCOUNT_FAILED_LOGINS);
    // After the lock: plain guesses get 429 without a password check. Code guesses get 401 and
    // nothing else: with a wrong password the code is not even looked at, so they neither open the
    // account nor spend the owner's 2FA budget (issue 32), and the answer says nothing about the
    // password (a right password with a wrong code answers the same).
    expect(count(ACCOUNT_FAILED_LOGINS, 40, 200)).toBe(0);
    expect(count(ACCOUNT_FAILED_LOGINS, 40, 401)).toBe(15);
    expect(count(ACCOUNT_FAILED_LOGINS, 40, 429)).toBe(15);
    // Code failures while locked send no more lock mails.
    await authContextFor(ctx.db)?.mailer.idle();
    expect(mailsTo(owner.email)).toBe(1);
  }, 60_000);
});
