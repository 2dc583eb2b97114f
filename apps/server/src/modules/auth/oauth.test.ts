import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { type FakeOAuthProvider, startFakeOAuthProvider } from '../../integrations/oauth/fake.ts';

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
async function oauthLogin(path = '/api/auth/oauth/facebook', cookieOverride?: string) {
  const start = await ctx.app.inject({ method: 'POST', url: path });
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

/** The whole flow as one browser: the page posts the fragment's code with the flow cookie. */
async function oauthToken(path?: string): Promise<string> {
  const { location, cookie } = await oauthLogin(path);
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

  it('links to the existing account with the same address', async () => {
    const existing = await buildUser(ctx.db, { email: 'has-account@example.test' });
    provider.setUser({ sub: 'fb-200', email: 'has-account@example.test', name: 'X' });
    const token = await oauthToken();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user.id).toBe(existing.id);
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
      expect(res.json().message).toBe('not ready yet');
    }
  });
});
