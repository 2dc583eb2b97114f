import { and, eq, isNull } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useFakeSmtp } from '../../../test/fake-smtp.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { oauthAccounts, passwordResetTokens, type UserRow } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { linkIn } from '../../integrations/mail/fake.ts';
import { type FakeOAuthProvider, startFakeOAuthProvider } from '../../integrations/oauth/fake.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { authContextFor } from './auth.module.ts';
import { createEmailChangeTokensRepository } from './email-change-tokens.repository.ts';
import { sealSecret } from './secret-box.ts';
import { sessionTokenFor, switchTwoFactorOn } from './testing.ts';
import { RESET_MAILS_PER_ACCOUNT } from './throttles.ts';
import { newOpaqueToken, sha256Hex } from './tokens.ts';
import { newTotpSecret } from './totp.ts';
import { createUnlockTokensRepository } from './unlock-tokens.repository.ts';
import { createAuthUsersRepository } from './users.repository.ts';

/**
 * Issue 32, items 1–4 and the reset part of 13: the account-takeover paths a probe found. Each test
 * plays the attack and checks that it no longer works, and that the owner still gets in.
 */
const PUBLIC_URL = 'http://regal.test';
const env: Record<string, string> = { PUBLIC_URL };
const smtp = useFakeSmtp(env);
let provider: FakeOAuthProvider;
beforeAll(async () => {
  provider = await startFakeOAuthProvider();
  Object.assign(env, provider.env);
});
afterAll(() => provider.close());
const ctx = useTestApp(env);

const PASSWORD = 'takeover test pass';
let counter = 1;
/** A fresh address no account has used (TEST-NET-3). */
const newIp = () => `203.0.113.${counter++}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
const mailsIdle = () => authContextFor(ctx.db)?.mailer.idle();

async function owner(overrides: Partial<UserRow> = {}) {
  return buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD), ...overrides });
}

/** Starts the provider flow with these headers, visits the provider, and comes back (one browser). */
async function providerFlow(headers: Record<string, string>) {
  const start = await ctx.app.inject({ method: 'POST', url: '/api/auth/oauth/facebook', headers });
  if (start.statusCode !== 200) return { start, token: null };
  const cookie = String(start.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const atProvider = await fetch(start.json().url, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') ?? '');
  const callback = await ctx.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie },
  });
  const location = new URL(String(callback.headers.location));
  const code = new URLSearchParams(location.hash.slice(1)).get('code');
  if (!code) return { start, token: null };
  const exchange = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/oauth/exchange',
    payload: { code },
    headers: { cookie },
  });
  return { start, token: exchange.statusCode === 200 ? (exchange.json().token as string) : null };
}

async function whoIs(token: string): Promise<number> {
  const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
  return me.json().user.id as number;
}

async function appToken(user: UserRow, scopes: string[]) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/user/token/create',
    headers: bearer(await sessionTokenFor(ctx.db, user)),
    payload: { name: 'script', scopes },
  });
  expect(res.statusCode).toBe(200);
  return res.json().item.token as string;
}

describe('1. linking a provider is an account change', () => {
  it('an app token cannot link: the attacker’s provider account never signs in as the admin', async () => {
    const admin = await owner({ role: 'admin' });
    const token = await appToken(admin, ['catalogue:read']);
    provider.setUser({ sub: 'fb-attacker-1', email: 'attacker-1@example.test' });
    const { start, token: session } = await providerFlow(bearer(token));
    expect(start.statusCode).toBe(403);
    // The attacker's provider login makes (at most) an account of its own, never the admin's.
    const own = (await providerFlow({})).token;
    expect(own).not.toBeNull();
    expect(await whoIs(own ?? '')).not.toBe(admin.id);
    expect(session).toBeNull();
    const links = await ctx.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, admin.id));
    expect(links).toHaveLength(0);
  });

  it('a session links only after a fresh re-auth, and the owner gets a mail', async () => {
    const user = await owner();
    const stale = await sessionTokenFor(ctx.db, user, { fresh: false });
    provider.setUser({ sub: 'fb-owner-2', email: 'owner-2-at-fb@example.test' });
    const refused = await providerFlow(bearer(stale));
    expect(refused.start.statusCode).toBe(403);
    expect(refused.start.json().errors).toHaveProperty('reauth');

    const reauth = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/reauth',
      headers: bearer(stale),
      payload: { password: PASSWORD },
    });
    expect(reauth.statusCode).toBe(200);
    const since = smtp.server.mails.length;
    const linked = await providerFlow(bearer(stale));
    expect(linked.start.statusCode).toBe(200);
    expect(await whoIs(linked.token ?? '')).toBe(user.id);
    await mailsIdle();
    const mail = await smtp.server.waitForMail(user.email, { since });
    expect(mail.body).toMatch(/facebook/);
    expect(mail.body).toMatch(/settings\/profile/);
  });

  it('lists linked identities and unlinks them, never the last way in', async () => {
    provider.setUser({ sub: 'fb-only-3', email: 'only-provider-3@example.test' });
    const first = (await providerFlow({})).token ?? '';
    const userId = await whoIs(first);
    // A provider login carries no re-auth stamp: a fresh test session of the same user stands in.
    const row = await createAuthUsersRepository(ctx.db).findById(userId);
    if (!row) throw new Error('no user');
    const headers = bearer(await sessionTokenFor(ctx.db, row));
    const list = await ctx.app.inject({ method: 'GET', url: '/api/auth/user/oauth', headers });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ has_password: false, items: [{ provider: 'facebook' }] });
    const id = list.json().items[0].id as number;
    const last = await ctx.app.inject({ method: 'POST', url: `/api/auth/user/oauth/${id}/unlink`, headers });
    expect(last.statusCode).toBe(400);
    expect(last.json().errors.provider).toMatch(/only way to sign in/);
    // With a password the provider can go; the provider login then no longer opens the account.
    await createAuthUsersRepository(ctx.db).update(userId, { passwordHash: await hashPassword(PASSWORD) });
    const gone = await ctx.app.inject({ method: 'POST', url: `/api/auth/user/oauth/${id}/unlink`, headers });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ has_password: true, items: [] });
    // Someone else's link id is not found; a stale session must re-auth; a token is refused.
    const stranger = await owner({ role: 'admin' });
    const strangerHeaders = bearer(await sessionTokenFor(ctx.db, stranger));
    provider.setUser({ sub: 'fb-other-3', email: 'other-3@example.test' });
    await providerFlow(strangerHeaders);
    const [strangerLink] = await ctx.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, stranger.id));
    const notMine = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/user/oauth/${strangerLink?.id}/unlink`,
      headers,
    });
    expect(notMine.statusCode).toBe(404);
    const stale = bearer(await sessionTokenFor(ctx.db, stranger, { fresh: false }));
    const needsReauth = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/user/oauth/${strangerLink?.id}/unlink`,
      headers: stale,
    });
    expect(needsReauth.statusCode).toBe(403);
    const token = await appToken(stranger, ['catalogue:read']);
    const byToken = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user/oauth',
      headers: bearer(token),
    });
    expect(byToken.statusCode).toBe(403);
  });
});

describe('2. the TOTP secret', () => {
  it('is shown only while set-up is pending, never once 2FA is on', async () => {
    const user = await owner();
    const token = await sessionTokenFor(ctx.db, user);
    const headers = bearer(token);
    const activate = await ctx.app.inject({ method: 'POST', url: '/api/auth/user/2fa/activate', headers });
    expect(activate.statusCode).toBe(200);
    const pending = await ctx.app.inject({ method: 'GET', url: '/api/auth/user/2fa/get', headers });
    expect(pending.json()).toMatchObject({ enabled: false, pending: true });
    expect(pending.json().qr).toMatch(/^data:image\/png/);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/user/2fa/disable', headers, payload: {} });

    await switchTwoFactorOn(ctx.app, ctx.db, user.id, token);
    const on = await ctx.app.inject({ method: 'GET', url: '/api/auth/user/2fa/get', headers });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ enabled: true, pending: false, qr: null });
  });
});

describe('3. a credential change spends every outstanding link', () => {
  async function outstandingLinks(userId: number) {
    const now = new Date();
    const later = new Date(now.getTime() + 30 * 60_000);
    const reset = newOpaqueToken();
    const unlock = newOpaqueToken();
    const emailChange = newOpaqueToken();
    await createAuthUsersRepository(ctx.db).insertResetToken(userId, sha256Hex(reset), now, later);
    await createUnlockTokensRepository(ctx.db).insert(userId, sha256Hex(unlock), now, later);
    await createEmailChangeTokensRepository(ctx.db).insert({
      userId,
      newEmail: `elsewhere-${userId}@example.test`,
      tokenHash: sha256Hex(emailChange),
      createdAt: now,
      expiresAt: later,
    });
    return { reset, unlock, emailChange };
  }

  async function expectAllSpent(links: { reset: string; unlock: string; emailChange: string }) {
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: {
        token: links.reset,
        password: 'attacker new pass',
        password_confirmation: 'attacker new pass',
      },
      remoteAddress: newIp(),
    });
    expect(reset.statusCode, 'reset link').toBe(400);
    const unlock = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/unlock',
      payload: { token: links.unlock },
      remoteAddress: newIp(),
    });
    expect(unlock.statusCode, 'unlock link').toBe(400);
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/email/confirm',
      payload: { token: links.emailChange },
      remoteAddress: newIp(),
    });
    expect(confirm.statusCode, 'e-mail change link').toBe(400);
  }

  it('a reset link mailed to the old address dies when the e-mail changes', async () => {
    const user = await owner();
    const reset = newOpaqueToken();
    const now = new Date();
    await createAuthUsersRepository(ctx.db).insertResetToken(
      user.id,
      sha256Hex(reset),
      now,
      new Date(now.getTime() + 30 * 60_000),
    );
    const headers = bearer(await sessionTokenFor(ctx.db, user));
    const since = smtp.server.mails.length;
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/email/change',
      headers,
      payload: { email: `moved-${user.id}@example.test` },
      remoteAddress: newIp(),
    });
    expect(change.statusCode).toBe(200);
    await mailsIdle();
    const mail = await smtp.server.waitForMail(`moved-${user.id}@example.test`, { since });
    const link = new URL(linkIn(mail, `${PUBLIC_URL}/auth/email/confirm?token=`));
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/email/confirm',
      payload: { token: link.searchParams.get('token') },
      remoteAddress: newIp(),
    });
    expect(confirm.statusCode).toBe(200);
    const attack = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: reset, password: 'attacker new pass', password_confirmation: 'attacker new pass' },
      remoteAddress: newIp(),
    });
    expect(attack.statusCode).toBe(400);
    // The owner's session survives (the reset did not run).
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers })).statusCode).toBe(200);
  });

  it('password, 2FA on, 2FA off and a provider link each spend reset, unlock and e-mail change links', async () => {
    const user = await owner();
    const token = await sessionTokenFor(ctx.db, user);
    const headers = bearer(token);

    let links = await outstandingLinks(user.id);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/password/change',
      headers,
      payload: {
        current_password: PASSWORD,
        password: 'second pass words',
        password_confirmation: 'second pass words',
      },
    });
    expect(changed.statusCode).toBe(200);
    await expectAllSpent(links);

    links = await outstandingLinks(user.id);
    await switchTwoFactorOn(ctx.app, ctx.db, user.id, token);
    await expectAllSpent(links);

    links = await outstandingLinks(user.id);
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/2fa/disable',
      headers,
      payload: { password: 'second pass words' },
    });
    expect(off.statusCode).toBe(200);
    await expectAllSpent(links);

    links = await outstandingLinks(user.id);
    provider.setUser({ sub: `fb-linker-${user.id}`, email: `linker-${user.id}@example.test` });
    expect((await providerFlow(headers)).token).not.toBeNull();
    await expectAllSpent(links);
  });
});

describe('4. a stranger cannot spend the 2FA budget', () => {
  it('wrong logins carrying a code do not keep the owner (password + code, known address) out', async () => {
    const appKey = authContextFor(ctx.db)?.appKey;
    if (!appKey) throw new Error('no auth context');
    const secret = newTotpSecret();
    const user = await owner({ twoFactorSecret: sealSecret(appKey, secret), twoFactorEnabledAt: new Date() });
    const home = newIp();
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.username, password: PASSWORD },
      remoteAddress: home,
    });
    expect(first.statusCode).toBe(200);
    // 15 wrong logins with made-up codes from 15 addresses (each under its own per-address budget).
    for (let i = 0; i < 15; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: user.username, password: `guess-${i}`, code: '123456' },
        remoteAddress: newIp(),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    const inside = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.username, password: PASSWORD, code },
      remoteAddress: home,
    });
    expect(inside.statusCode).toBe(200);
    expect(inside.json().two_factor_required).toBe(false);
  }, 60_000);

  it('the owner’s own wrong codes still count: 10 in 15 minutes, then even a right code waits', async () => {
    const appKey = authContextFor(ctx.db)?.appKey;
    if (!appKey) throw new Error('no auth context');
    const secret = newTotpSecret();
    const user = await owner({ twoFactorSecret: sealSecret(appKey, secret), twoFactorEnabledAt: new Date() });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: user.username, password: PASSWORD, code: '000000' },
        remoteAddress: newIp(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    const spent = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.username, password: PASSWORD, code },
      remoteAddress: newIp(),
    });
    // Same answer as a wrong password: the spent budget does not tell the password was right.
    expect(spent.statusCode).toBe(401);
  }, 60_000);
});

describe('13. reset requests', () => {
  it('five requests leave one live link (the newest) and mail the owner at most 3 times an hour', async () => {
    const user = await owner();
    const since = smtp.server.mails.length;
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: user.email },
        remoteAddress: newIp(),
      });
      expect(res.statusCode).toBe(200);
      await mailsIdle();
    }
    const mails = smtp.server.mails.slice(since).filter((m) => m.to.includes(user.email));
    expect(mails).toHaveLength(RESET_MAILS_PER_ACCOUNT);
    const live = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    expect(live).toHaveLength(1);
    const tokens = mails.map(
      (m) => new URL(linkIn(m, `${PUBLIC_URL}/auth/password/reset?token=`)).searchParams.get('token') ?? '',
    );
    const reset = (token: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset',
        payload: { token, password: 'a brand new pass', password_confirmation: 'a brand new pass' },
        remoteAddress: newIp(),
      });
    for (const older of tokens.slice(0, -1)) expect((await reset(older)).statusCode).toBe(400);
    expect((await reset(tokens.at(-1) ?? '')).statusCode).toBe(200);
  });
});
