import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { recoveryCodes, users } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { authContextFor } from './auth.module.ts';
import { openSecret } from './secret-box.ts';
import { awayFromTotpStepEnd, switchTwoFactorOn } from './testing.ts';

const ctx = useTestApp();
let ipCounter = 1;
const nextIp = () => `10.2.0.${ipCounter++}`;
const PASSWORD = 'two factor pass';

async function loggedInUser() {
  const user = await buildUser(ctx.db, { passwordHash: await hashPassword(PASSWORD) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: user.username, password: PASSWORD },
    remoteAddress: nextIp(),
  });
  const token = res.json().token as string;
  // Switching 2FA needs a fresh password proof (decision 013).
  const reauth = await call('POST', '/api/auth/user/reauth', token, { password: PASSWORD });
  expect(reauth.statusCode).toBe(200);
  return { user, token };
}

function call(method: 'GET' | 'POST', url: string, token: string, payload?: object, ip = '10.2.9.9') {
  return ctx.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: ip,
  });
}

/** What the user's authenticator app shows right now (or one step later). */
async function currentCode(userId: number, stepOffset = 0) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const appKey = authContextFor(ctx.db)?.appKey;
  if (!row?.twoFactorSecret || !appKey) throw new Error('2FA is not on');
  return generate({
    secret: openSecret(appKey, row.twoFactorSecret),
    epoch: Math.floor(Date.now() / 1000) + stepOffset * 30,
  });
}

describe('2FA (TOTP)', () => {
  it('activates with a QR and recovery codes kept only hashed, and the secret encrypted', async () => {
    const { user, token } = await loggedInUser();
    expect((await call('GET', '/api/auth/user/2fa/get', token)).json()).toEqual({
      enabled: false,
      pending: false,
      qr: null,
    });
    const res = await call('POST', '/api/auth/user/2fa/activate', token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(
      'Scanne den QR-Code und gib dann einen Code aus der App ein, um 2FA einzuschalten.',
    );
    expect(body.qr).toMatch(/^data:image\/png;base64,/);
    expect(body.recovery_codes).toHaveLength(8);
    const stored = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(body.recovery_codes[0]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.twoFactorSecret).not.toMatch(/^[A-Z2-7]+=*$/);
    const confirmed = await call('POST', '/api/auth/user/2fa/verify', token, {
      key: await currentCode(user.id),
    });
    expect(confirmed.json().message).toBe('Two Factor Authentication activated');
    expect((await call('GET', '/api/auth/user', token)).json().user).toMatchObject({
      '2fa_enabled': true,
      '2fa_verified': true,
    });
    expect((await call('POST', '/api/auth/user/2fa/activate', token)).json().message).toBe(
      'Error on activation',
    );
  });

  it('is only pending after activate: login asks no code until a test token confirmed it (no lock-out)', async () => {
    const { user, token } = await loggedInUser();
    await call('POST', '/api/auth/user/2fa/activate', token);
    const pendingView = (await call('GET', '/api/auth/user/2fa/get', token)).json();
    expect(pendingView).toMatchObject({ enabled: false, pending: true });
    expect(pendingView.qr).toMatch(/^data:image\/png;base64,/);
    expect((await call('GET', '/api/auth/user', token)).json().user['2fa_enabled']).toBe(false);
    const loginNow = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login: user.username, password: PASSWORD },
        remoteAddress: nextIp(),
      });
    // The scan went wrong: a wrong code does not switch it on, and login still works without one.
    expect((await call('POST', '/api/auth/user/2fa/verify', token, { key: '000000' })).statusCode).toBe(400);
    expect((await loginNow()).json().two_factor_required).toBe(false);
    // Nor does a pending secret serve as a re-auth code.
    const asReauth = await call('POST', '/api/auth/user/reauth', token, { code: await currentCode(user.id) });
    expect(asReauth.statusCode).toBe(400);
    // Starting over gives a new secret; the first good code switches it on.
    const [before] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    await call('POST', '/api/auth/user/2fa/activate', token);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.twoFactorSecret).not.toBe(before?.twoFactorSecret);
    await awayFromTotpStepEnd();
    const ok = await call('POST', '/api/auth/user/2fa/verify', token, {
      key: await currentCode(user.id, -1),
    });
    expect(ok.json().message).toBe('Two Factor Authentication activated');
    expect((await call('GET', '/api/auth/user/2fa/get', token)).json()).toMatchObject({
      enabled: true,
      pending: false,
    });
    expect((await loginNow()).json().two_factor_required).toBe(true);
  });

  it('cancels a pending set-up without proof', async () => {
    const { user, token } = await loggedInUser();
    await call('POST', '/api/auth/user/2fa/activate', token);
    const off = await call('POST', '/api/auth/user/2fa/disable', token, { password: 'ignored' });
    expect(off.json().message).toBe('Two Factor Authentication disabled');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.twoFactorSecret).toBeNull();
  });

  it("answers 'Token valid' once per code and 'Token error' for a reused or wrong one", async () => {
    const { user, token } = await loggedInUser();
    await switchTwoFactorOn(ctx.app, ctx.db, user.id, token);
    const code = await currentCode(user.id);
    const ok = await call('POST', '/api/auth/user/2fa/verify', token, { key: code });
    expect(ok.json().message).toBe('Token valid');
    const again = await call('POST', '/api/auth/user/2fa/verify', token, { key: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Token error');
    expect((await call('POST', '/api/auth/user/2fa/verify', token, { key: '000000' })).json().message).toBe(
      'Token error',
    );
  });

  it('makes a password login wait for the code before login-required routes open', async () => {
    const { user, token } = await loggedInUser();
    await switchTwoFactorOn(ctx.app, ctx.db, user.id, token);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.username, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(login.json()).toMatchObject({ two_factor_required: true, user: { '2fa_verified': false } });
    const pending = login.json().token as string;
    expect((await call('GET', '/api/auth/sessions', pending)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/auth/user/2fa/disable', pending, { password: PASSWORD })).statusCode,
    ).toBe(403);
    const wrong = await call('POST', '/api/auth/2fa/challenge', pending, { code: '123456' });
    expect(wrong.statusCode).toBe(400);
    const passed = await call('POST', '/api/auth/2fa/challenge', pending, {
      code: await currentCode(user.id, 1),
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().user['2fa_verified']).toBe(true);
    expect((await call('GET', '/api/auth/sessions', pending)).statusCode).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const { user, token } = await loggedInUser();
    const codes = (await switchTwoFactorOn(ctx.app, ctx.db, user.id, token)).recoveryCodes;
    const loginOnce = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { login: user.username, password: PASSWORD },
          remoteAddress: nextIp(),
        })
      ).json().token as string;
    const first = await loginOnce();
    expect(
      (await call('POST', '/api/auth/2fa/challenge', first, { code: codes[0]?.toUpperCase() })).statusCode,
    ).toBe(200);
    const second = await loginOnce();
    expect((await call('POST', '/api/auth/2fa/challenge', second, { code: codes[0] })).statusCode).toBe(400);
    expect((await call('POST', '/api/auth/2fa/challenge', second, { code: codes[1] })).statusCode).toBe(200);
  });

  it('throttles code attempts to 5 a minute, then 429', async () => {
    const { user, token } = await loggedInUser();
    await switchTwoFactorOn(ctx.app, ctx.db, user.id, token);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.username, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    const pending = login.json().token as string;
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect(
        (await call('POST', '/api/auth/2fa/challenge', pending, { code: '111111' }, ip)).statusCode,
      ).toBe(400);
    const sixth = await call(
      'POST',
      '/api/auth/2fa/challenge',
      pending,
      { code: await currentCode(user.id) },
      ip,
    );
    expect(sixth.statusCode).toBe(429);
  });

  it('disables 2FA only with the password or a current code; the next login needs no code', async () => {
    const { user, token } = await loggedInUser();
    await switchTwoFactorOn(ctx.app, ctx.db, user.id, token);
    // One click is not enough, even in a freshly re-authenticated session.
    const bare = await call('POST', '/api/auth/user/2fa/disable', token);
    expect(bare.statusCode).toBe(400);
    const empty = await call('POST', '/api/auth/user/2fa/disable', token, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('password');
    const wrongPassword = await call('POST', '/api/auth/user/2fa/disable', token, { password: 'nope' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors.password).toBe('Dieses Passwort oder dieser Code ist nicht richtig.');
    const wrongCode = await call('POST', '/api/auth/user/2fa/disable', token, { code: '000000' });
    expect(wrongCode.json().errors).toHaveProperty('code');
    expect((await call('GET', '/api/auth/user', token)).json().user['2fa_enabled']).toBe(true);
    const off = await call('POST', '/api/auth/user/2fa/disable', token, { code: await currentCode(user.id) });
    expect(off.json().message).toBe('Two Factor Authentication disabled');
    expect(
      (await call('POST', '/api/auth/user/2fa/disable', token, { password: PASSWORD })).json().message,
    ).toBe('Error on 2fa disable action');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: user.username, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(login.json().two_factor_required).toBe(false);
  });

  it('disables 2FA with the password', async () => {
    const { user, token } = await loggedInUser();
    await switchTwoFactorOn(ctx.app, ctx.db, user.id, token);
    const off = await call('POST', '/api/auth/user/2fa/disable', token, { password: PASSWORD });
    expect(off.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ twoFactorSecret: null, twoFactorEnabledAt: null });
  });

  it('keeps the 2FA routes for verified, logged-in users', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/user/2fa/activate' })).statusCode).toBe(
      401,
    );
    const unverified = await buildUser(ctx.db, {
      emailVerifiedAt: null,
      passwordHash: await hashPassword(PASSWORD),
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: unverified.username, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect((await call('POST', '/api/auth/user/2fa/activate', res.json().token)).statusCode).toBe(403);
  });
});
