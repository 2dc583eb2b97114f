import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { entries, passwordResetTokens, releases, sessions, users } from '../../db/schema/index.ts';
import { buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';
import { type FakeSmtpServer, startFakeSmtpServer } from '../../integrations/mail/fake.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { authContextFor } from './auth.module.ts';
import { openSecret } from './secret-box.ts';
import { sessionTokenFor, switchTwoFactorOn } from './testing.ts';
import { ACCOUNT_FAILED_LOGINS } from './throttles.ts';

/**
 * Issue 9's attacks, each tried as an attacker would and refused (decision 013). The app runs with
 * the defaults `npm start` uses: no TRUST_PROXY, mail through SMTP only when configured.
 */
const env: Record<string, string> = { PUBLIC_URL: 'http://regal.test' };
let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.close());
const ctx = useTestApp(env);

const PASSWORD = 'correct horse battery';
let ipCounter = 1;
/** A new socket address per call: what an attacker with many addresses (or a botnet) has. */
const nextIp = () => `172.16.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function makeUser(overrides = {}) {
  return buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD), ...overrides });
}

function login(loginName: string, password: string, ip: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: loginName, password },
    remoteAddress: ip,
    headers,
  });
}

describe('mail without SMTP never leaves through HTTP', () => {
  it('has no outbox route: the reset link of the admin cannot be read by a guest', async () => {
    const admin = await makeUser({ role: 'admin' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: admin.email },
      remoteAddress: nextIp(),
    });
    for (const headers of [{}, bearer(await sessionTokenFor(ctx.db, admin))]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('reset');
    }
  });
});

describe('forged client addresses', () => {
  it('40 logins with a new X-Forwarded-For each run into 429 (the socket address counts)', async () => {
    const user = await makeUser();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await login(user.username, `wrong-${i}`, '198.51.100.9', {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });

  it('failed logins from many real addresses lock the account and mail its owner', async () => {
    const user = await makeUser();
    const since = smtp.mails.length;
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_FAILED_LOGINS + 5; i++)
      statuses.push((await login(user.email, `guess-${i}`, nextIp())).statusCode);
    expect(statuses.slice(0, ACCOUNT_FAILED_LOGINS).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(ACCOUNT_FAILED_LOGINS).every((s) => s === 429)).toBe(true);
    // While locked even the right password waits; the answer says why.
    const right = await login(user.username, PASSWORD, nextIp(), { 'accept-language': 'en' });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect(right.json().message).toMatch(/locked/);
    const mail = await smtp.waitForMail(user.email, { since });
    expect(mail.body).toMatch(/fehlgeschlagene Anmeldeversuche/);
    await authContextFor(ctx.db)?.mailer.idle();
    expect(smtp.mails.slice(since).filter((m) => m.to.includes(user.email))).toHaveLength(1);
  });

  it('the download counter is not inflated by forged X-Forwarded-For headers', async () => {
    const entry = await buildEntry(ctx.db, { title: 'Big Buck Bunny', type: 'movie' });
    const release = await buildRelease(ctx.db, { entryId: entry.id, fulltitle: 'Big.Buck.Bunny.2008-X' });
    for (let i = 0; i < 25; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/release/download',
        remoteAddress: '198.51.100.77',
        headers: { 'x-forwarded-for': `10.99.0.${i + 1}`, 'user-agent': 'curl/8' },
        payload: { id: release.id },
      });
      expect(res.statusCode).toBe(204);
    }
    const [row] = await ctx.db.select().from(releases).where(eq(releases.id, release.id));
    const [entryRow] = await ctx.db.select().from(entries).where(eq(entries.id, entry.id));
    expect(row?.downloads).toBe(1);
    expect(entryRow?.downloads).toBe(1);
  });

  it('reset mails per address hold across addresses', async () => {
    const user = await makeUser();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: user.email },
        remoteAddress: nextIp(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('2FA code guessing', () => {
  async function pendingSession() {
    const user = await makeUser();
    const full = await sessionTokenFor(ctx.db, user);
    await switchTwoFactorOn(ctx.app, ctx.db, user.id, full);
    const res = await login(user.username, PASSWORD, nextIp());
    expect(res.json().two_factor_required).toBe(true);
    return { user, pending: res.json().token as string };
  }

  async function currentCode(userId: number) {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    const appKey = authContextFor(ctx.db)?.appKey;
    if (!row?.twoFactorSecret || !appKey) throw new Error('2FA is not on');
    return generate({ secret: openSecret(appKey, row.twoFactorSecret) });
  }

  it('stops guessing on one challenge from ever new addresses after 5 tries', async () => {
    const { user, pending } = await pendingSession();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/2fa/challenge',
        headers: bearer(pending),
        payload: { code: String(100000 + i) },
        remoteAddress: nextIp(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // Even the right code is refused on this challenge now.
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/2fa/challenge',
      headers: bearer(pending),
      payload: { code: await currentCode(user.id) },
      remoteAddress: nextIp(),
    });
    expect(right.statusCode).toBe(429);
  });

  it('stops guessing across fresh challenges of one account after 10 tries', async () => {
    const { user, pending } = await pendingSession();
    const challenges = [pending];
    for (let i = 0; i < 3; i++)
      challenges.push((await login(user.username, PASSWORD, nextIp())).json().token);
    const statuses: number[] = [];
    for (const [n, token] of challenges.entries())
      for (let i = 0; i < 4; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/2fa/challenge',
          headers: bearer(token),
          payload: { code: String(200000 + n * 10 + i) },
          remoteAddress: nextIp(),
        });
        statuses.push(res.statusCode);
      }
    // 10 per account: the code that confirmed the set-up (decision 043) was the first of them.
    expect(statuses.filter((s) => s === 400)).toHaveLength(9);
    expect(statuses.slice(9).every((s) => s === 429)).toBe(true);
  });
});

describe('password change from a session', () => {
  it('is throttled per session whatever the address', async () => {
    const user = await makeUser();
    const token = await sessionTokenFor(ctx.db, user);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/user/password/change',
        headers: bearer(token),
        remoteAddress: nextIp(),
        payload: {
          current_password: `guess-${i}`,
          password: 'New-pass-123!',
          password_confirmation: 'New-pass-123!',
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });
});

describe('re-authentication for sensitive changes', () => {
  async function staleSession() {
    const user = await makeUser({ role: 'admin' });
    return { user, token: await sessionTokenFor(ctx.db, user, { fresh: false }) };
  }

  const sensitive = (token: string) =>
    [
      { url: '/api/auth/user/2fa/activate', payload: undefined },
      { url: '/api/auth/user/token/create', payload: { name: 'stolen' } },
    ].map(({ url, payload }) => ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload }));

  it('a session without a fresh password or code cannot switch 2FA, mint tokens or end sessions', async () => {
    const { user, token } = await staleSession();
    for (const res of await Promise.all(sensitive(token))) {
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toHaveProperty('reauth');
      expect(res.json().message).toMatch(/Passwort/);
    }
    const other = await sessionTokenFor(ctx.db, user);
    const [otherRow] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(otherRow).toBeDefined();
    const revoke = await ctx.app.inject({
      method: 'POST',
      url: `/api/auth/sessions/${otherRow?.id}/revoke`,
      headers: bearer(token),
    });
    expect(revoke.statusCode).toBe(403);
    expect(other).not.toBe(token);
  });

  it('a wrong password does not confirm; the right one does, for 5 minutes', async () => {
    const { token } = await staleSession();
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/reauth',
      headers: bearer(token),
      payload: { password: 'not it' },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/reauth',
      headers: bearer(token),
      payload: { password: PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    const [activate] = await Promise.all(sensitive(token));
    expect(activate?.statusCode).toBe(200);
    // Six minutes later the proof has run out.
    await ctx.db
      .update(sessions)
      .set({ reauthenticatedAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.tokenHash, (await import('./tokens.ts')).sha256Hex(token)));
    const tokens = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/token/create',
      headers: bearer(token),
      payload: { name: 'late' },
    });
    expect(tokens.statusCode).toBe(403);
  });

  it('an app token can neither confirm nor change account security', async () => {
    const { token } = await staleSession();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/reauth',
      headers: bearer(token),
      payload: { password: PASSWORD },
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/token/create',
      headers: bearer(token),
      payload: { name: 'script' },
    });
    expect(created.statusCode).toBe(200);
    const appToken = created.json().item.token as string;
    const reauth = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/reauth',
      headers: bearer(appToken),
      payload: { password: PASSWORD },
    });
    expect(reauth.statusCode).toBe(403);
    for (const url of ['/api/auth/user/2fa/activate', '/api/auth/user/2fa/disable'])
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url,
            headers: bearer(appToken),
            payload: { password: PASSWORD },
          })
        ).statusCode,
      ).toBe(403);
  });
});

describe('viewerOf respects verified and 2FA-pending state', () => {
  it('an unverified account cannot post to REQ', async () => {
    const user = await makeUser({ emailVerifiedAt: null });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/irc',
      headers: bearer(await sessionTokenFor(ctx.db, user)),
      payload: { title: 'Some.Movie.2024.German.1080p.WEB.x264-GRP' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('a password-only session of a 2FA moderator does not see requester names', async () => {
    const asker = await makeUser({ username: 'heimlich_fragend' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/irc',
      headers: bearer(await sessionTokenFor(ctx.db, asker)),
      payload: { title: 'Secret.Request.2024.German.1080p.WEB.x264-GRP' },
    });
    const mod = await makeUser({ role: 'mod', twoFactorEnabledAt: new Date() });
    const pending = await sessionTokenFor(ctx.db, mod, { twoFactorVerified: false });
    const full = await sessionTokenFor(ctx.db, mod);
    const list = async (token: string) =>
      (await ctx.app.inject({ url: '/api/start/search?mode=req', headers: bearer(token) })).json().data as {
        user: { username: string } | null;
      }[];
    expect((await list(pending)).every((r) => r.user === null)).toBe(true);
    expect((await list(full)).some((r) => r.user?.username === 'heimlich_fragend')).toBe(true);
  });
});

describe('forgot-password timing', () => {
  // Without a clock (issue 33: a wall-clock bound flakes on a loaded machine): the answer is sent
  // before the address is even looked up, so known and unknown addresses cannot differ in what the
  // caller waits for. The timing itself was measured once (decision 013).
  it('answers known and unknown addresses alike before any lookup (the work happens after the answer)', async () => {
    const mailer = authContextFor(ctx.db)?.mailer;
    if (!mailer) throw new Error('no auth context');
    const known = await makeUser();
    const held: Array<() => Promise<unknown>> = [];
    const spy = vi.spyOn(mailer, 'queueLater').mockImplementation((make) => {
      held.push(make);
    });
    try {
      const ask = (email: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/password/forgot',
          payload: { email },
          remoteAddress: nextIp(),
        });
      const [forKnown, forUnknown] = [await ask(known.email), await ask('nobody-timing@example.test')];
      expect(forKnown.statusCode).toBe(200);
      expect(forUnknown.statusCode).toBe(200);
      expect(forKnown.body).toBe(forUnknown.body);
      // Both answers are out; no token exists yet, and each request left the same work behind.
      expect(held).toHaveLength(2);
      const tokens = () =>
        ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, known.id));
      expect(await tokens()).toHaveLength(0);
      spy.mockRestore();
      for (const make of held) mailer.queueLater(make as Parameters<typeof mailer.queueLater>[0]);
      await mailer.idle();
      expect(await tokens()).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});
