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

/** Plays the browser: ask for the URL, visit the provider, come back to our callback. */
async function oauthLogin(path = '/api/auth/oauth/facebook') {
  const start = await ctx.app.inject({ method: 'POST', url: path });
  expect(start.statusCode).toBe(200);
  const atProvider = await fetch(start.json().url, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') ?? '');
  expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/api/auth/oauth/facebook/callback`);
  const callback = await ctx.app.inject({ method: 'GET', url: back.pathname + back.search });
  expect(callback.statusCode).toBe(302);
  return { location: new URL(String(callback.headers.location)), callbackUrl: back.pathname + back.search };
}

describe('OAuth login', () => {
  it('creates a verified user from the provider and hands the web app a token in the fragment', async () => {
    provider.setUser({ sub: 'fb-100', email: 'social@example.test', name: 'Social Person' });
    const { location } = await oauthLogin();
    expect(location.pathname).toBe('/auth/oauth/done');
    const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
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
    const again = await oauthLogin('/api/auth/provider/facebook');
    const token2 = new URLSearchParams(again.location.hash.slice(1)).get('token') ?? '';
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
    const { location } = await oauthLogin();
    const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().user.id).toBe(existing.id);
  });

  it('spends the state: a replayed callback fails back to the login page', async () => {
    provider.setUser({ sub: 'fb-300', email: 'replay@example.test' });
    const { callbackUrl } = await oauthLogin();
    const replay = await ctx.app.inject({ method: 'GET', url: callbackUrl });
    const location = new URL(String(replay.headers.location));
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('oauth_error')).toMatch(/expired/);
  });

  it("answers 'not ready yet' for insta and github", async () => {
    for (const name of ['insta', 'github']) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/auth/provider/${name}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('not ready yet');
    }
  });
});
