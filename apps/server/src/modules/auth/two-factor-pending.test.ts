import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { favorites, tickets, users } from '../../db/schema/index.ts';
import { buildEntry, buildUser } from '../../db/seed/factories.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { authContextFor } from './auth.module.ts';
import { openSecret } from './secret-box.ts';
import { switchTwoFactorOn } from './testing.ts';

/**
 * Issue 19, "2FA means 2FA": before, the token of a password-only login of a 2FA account (the code
 * still owed) read /api/ticket/my, notifications, strikes, favorites and uploads, and wrote tickets
 * and favorites. Now it reaches the 2FA check, the session view and logout only.
 */
const ctx = useTestApp();
const PASSWORD = 'pending two factor';
let ip = 1;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    remoteAddress: `10.19.5.${ip++}`,
  });

async function login(username: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: username, password: PASSWORD },
    remoteAddress: `10.19.6.${ip++}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; two_factor_required: boolean };
}

async function codeFor(userId: number) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const appKey = authContextFor(ctx.db)?.appKey;
  if (!row?.twoFactorSecret || !appKey) throw new Error('2FA is not on');
  return generate({ secret: openSecret(appKey, row.twoFactorSecret) });
}

/** A user with 2FA switched on through the API, and a fresh password-only login (code owed). */
async function pendingLogin() {
  const user = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
  const first = await login(user.username);
  expect((await call('POST', '/api/auth/user/reauth', first.token, { password: PASSWORD })).statusCode).toBe(
    200,
  );
  await switchTwoFactorOn(ctx.app, ctx.db, user.id, first.token);
  const second = await login(user.username);
  expect(second.two_factor_required).toBe(true);
  return { user, token: second.token };
}

const reads = [
  '/api/ticket/my',
  '/api/notifications',
  '/api/strike/get/my',
  '/api/whishlist',
  '/api/upload/my',
];

describe('a session that still owes its 2FA code', () => {
  it('is refused everywhere but the 2FA check, the session view and logout; allowed after the check', async () => {
    const { user, token } = await pendingLogin();
    const entry = await buildEntry(ctx.db);
    const ticket = { subject: 'Pending 2FA', content: 'Written with the password alone.' };
    const refused: string[] = [];
    for (const url of reads) {
      const res = await call('GET', url, token);
      if (res.statusCode !== 403) refused.push(`GET ${url}: ${res.statusCode}`);
      else expect(res.json().message).toBe('Two-factor authentication required.');
    }
    for (const [url, payload] of [
      ['/api/ticket/create', ticket],
      ['/api/whishlist/toggle', { entry_id: entry.id }],
    ] as const) {
      const res = await call('POST', url, token, payload);
      if (res.statusCode !== 403) refused.push(`POST ${url}: ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
    // Nothing was written.
    expect(await ctx.db.select().from(tickets).where(eq(tickets.userId, user.id))).toHaveLength(0);
    expect(await ctx.db.select().from(favorites).where(eq(favorites.userId, user.id))).toHaveLength(0);

    // The session view tells the page that the code is owed.
    const view = await call('GET', '/api/auth/user', token);
    expect(view.statusCode).toBe(200);
    expect(view.json().user['2fa_verified']).toBe(false);

    const passed = await call('POST', '/api/auth/2fa/challenge', token, { code: await codeFor(user.id) });
    expect(passed.statusCode).toBe(200);
    for (const url of reads) expect((await call('GET', url, token)).statusCode, url).toBe(200);
    expect((await call('POST', '/api/ticket/create', token, ticket)).statusCode).toBe(200);
    expect((await call('POST', '/api/whishlist/toggle', token, { entry_id: entry.id })).statusCode).toBe(200);
  }, 60_000);

  it('logout still works with the password alone', async () => {
    const { token } = await pendingLogin();
    expect((await call('POST', '/api/auth/logout', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', token)).statusCode).toBe(401);
  }, 60_000);
});
