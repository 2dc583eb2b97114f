import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { type FakeOAuthProvider, startFakeOAuthProvider } from '../../integrations/oauth/fake.ts';
import { sessionTokenFor } from './testing.ts';

const PUBLIC_URL = 'http://regal.test';
const env: Record<string, string> = { PUBLIC_URL };
let provider: FakeOAuthProvider;
beforeAll(async () => {
  provider = await startFakeOAuthProvider();
  Object.assign(env, provider.env);
});
afterAll(() => provider.close());
const ctx = useTestApp(env);

/** The flow cookie the start route sets (name=value). */
function flowCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = String(res.headers['set-cookie'] ?? '');
  expect(header).toMatch(/HttpOnly/);
  expect(header).toMatch(/SameSite=Lax/);
  return header.split(';')[0] ?? '';
}

/** Plays the browser: ask for the URL (gets the flow cookie), visit the provider, come back. */
async function oauthLogin(
  path = '/api/auth/oauth/facebook',
  cookieOverride?: string,
  startHeaders: Record<string, string> = {},
) {
  const start = await ctx.app.inject({ method: 'POST', url: path, headers: startHeaders });
  expect(start.statusCode).toBe(200);
  const cookie = cookieOverride ?? flowCookieOf(start);
  const atProvider = await fetch(start.json().url, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/api/auth/oauth/facebook/callback`);
  const callback = await ctx.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: cookie ? { cookie } : {},
  });
  expect(callback.statusCode).toBe(302);
  const location = new URL(String(callback.headers.location));
  return { location, cookie, callbackUrl: back.pathname + back.search };
}

function exchange(code: string, cookie: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/oauth/exchange',
    payload: { code },
    headers: cookie ? { cookie } : {},
  });
}

async function whoIs(token: string) {
  const me = await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.statusCode).toBe(200);
  return me.json().user as { id: number; email: string; gain_access: number };
}

/** The whole flow as one browser: the page posts the fragment's code with the flow cookie. */
async function oauthToken(path?: string, startHeaders: Record<string, string> = {}): Promise<string> {
  const { location, cookie } = await oauthLogin(path, undefined, startHeaders);
  expect(location.pathname).toBe('/auth/oauth/done');
  const code = new URLSearchParams(location.hash.slice(1)).get('code') ?? '';
  const res = await exchange(code, cookie);
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

describe('OAuth login', () => {
  it('creates a verified user from the provider and hands the web app a one-time code to exchange', async () => {
    provider.setUser({ sub: 'fb-100', email: 'social@example.test', name: 'Social Person' });
    const token = await oauthToken();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user).toMatchObject({
      email: 'social@example.test',
      gain_access: 1,
      displayname: 'Social Person',
    });
    // The second login finds the same account through the link.
    const token2 = await oauthToken('/api/auth/provider/facebook');
    const me2 = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(me2.json().user.id).toBe(me.json().user.id);
  });

  it('never links a verified account by its address alone; its owner links it while logged in', async () => {
    const existing = await buildUser(ctx.db, { email: 'has-account@example.test' });
    provider.setUser({ sub: 'fb-200', email: 'has-account@example.test', name: 'X' });
    const refused = await oauthLogin();
    expect(refused.location.pathname).toBe('/login');
    expect(refused.location.searchParams.get('oauth_error')).toMatch(/already exists/);
    // Logged in (the password proved the account), the owner connects the provider …
    const owner = { authorization: `Bearer ${await sessionTokenFor(ctx.db, existing)}` };
    const linkedToken = await oauthToken(undefined, owner);
    expect((await whoIs(linkedToken)).id).toBe(existing.id);
    // … and from then on the provider login opens that account.
    expect((await whoIs(await oauthToken())).id).toBe(existing.id);
  });

  it('a provider account linked to someone else is not re-linked by another logged-in user', async () => {
    provider.setUser({ sub: 'fb-210', email: 'first-owner@example.test' });
    const first = await whoIs(await oauthToken());
    const other = await buildUser(ctx.db);
    const { location } = await oauthLogin(undefined, undefined, {
      authorization: `Bearer ${await sessionTokenFor(ctx.db, other)}`,
    });
    expect(location.searchParams.get('oauth_error')).toMatch(/another account/);
    expect((await whoIs(await oauthToken())).id).toBe(first.id);
  });

  it('pre-account takeover: an unverified squatter account is retired, not merged', async () => {
    // The attacker registers the victim's address (it stays unverified) and keeps a session.
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'squatter19',
        email: 'victim19@example.test',
        password: 'attacker pass 19',
        password_confirmation: 'attacker pass 19',
      },
      remoteAddress: '10.19.8.1',
    });
    expect(register.statusCode).toBeLessThan(300);
    const attackerLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: 'squatter19', password: 'attacker pass 19' },
      remoteAddress: '10.19.8.2',
    });
    expect(attackerLogin.statusCode).toBe(200);
    const attackerToken = attackerLogin.json().token as string;
    const [squatter] = await ctx.db.select().from(users).where(eq(users.username, 'squatter19'));

    // The victim signs in with the provider.
    provider.setUser({ sub: 'fb-victim-19', email: 'victim19@example.test', name: 'Victim' });
    const victimToken = await oauthToken();
    const victim = await whoIs(victimToken);
    expect(victim.id).not.toBe(squatter?.id);
    expect(victim).toMatchObject({ email: 'victim19@example.test', gain_access: 1 });

    // The attacker's password no longer works, on any login name; the old session is over.
    for (const login of ['squatter19', 'victim19@example.test']) {
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { login, password: 'attacker pass 19' },
        remoteAddress: '10.19.8.3',
      });
      expect(again.statusCode, login).toBeGreaterThanOrEqual(400);
      expect(again.json().token).toBeUndefined();
    }
    const old = await ctx.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${attackerToken}` },
    });
    expect(old.statusCode).toBe(401);
    // A reset mail for the address reaches the victim's new account, not the retired one.
    const [retired] = await ctx.db.select().from(users).where(eq(users.username, 'squatter19'));
    expect(retired).toMatchObject({ active: false, passwordHash: null });
    expect(retired?.email).not.toBe('victim19@example.test');
  });

  it('spends the state: a replayed callback fails back to the login page', async () => {
    provider.setUser({ sub: 'fb-300', email: 'replay@example.test' });
    const { callbackUrl, cookie } = await oauthLogin();
    const replay = await ctx.app.inject({ method: 'GET', url: callbackUrl, headers: { cookie } });
    const location = new URL(String(replay.headers.location));
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('oauth_error')).toMatch(/expired/);
  });

  it('login CSRF: a callback without the browser’s flow cookie opens nothing', async () => {
    provider.setUser({ sub: 'fb-400', email: 'victim-csrf@example.test' });
    const { location } = await oauthLogin('/api/auth/oauth/facebook', '');
    expect(location.pathname).toBe('/login');
    expect(location.hash).toBe('');
  });

  it('login CSRF: the one-time code works only once and only in the browser that started the flow', async () => {
    provider.setUser({ sub: 'fb-500', email: 'attacker-code@example.test' });
    const { location, cookie } = await oauthLogin();
    const code = new URLSearchParams(location.hash.slice(1)).get('code') ?? '';
    expect(code).not.toBe('');
    // The attacker sends the victim a link with the code: the victim's browser has another cookie.
    const victimCookie = flowCookieOf(
      await ctx.app.inject({ method: 'POST', url: '/api/auth/oauth/facebook' }),
    );
    expect((await exchange(code, victimCookie)).statusCode).toBe(403);
    expect((await exchange(code, '')).statusCode).toBe(403);
    // The right browser may still use it, once.
    expect((await exchange(code, cookie)).statusCode).toBe(200);
    expect((await exchange(code, cookie)).statusCode).toBe(403);
  });

  it('the old hand-over is gone: the done page URL carries no token', async () => {
    provider.setUser({ sub: 'fb-600', email: 'no-token@example.test' });
    const { location } = await oauthLogin();
    expect(location.hash).not.toMatch(/token=/);
    expect(location.search).toBe('');
  });

  it("answers 'not ready yet' for insta and github", async () => {
    for (const name of ['insta', 'github']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/auth/provider/${name}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('noch nicht fertig');
    }
  });
});
