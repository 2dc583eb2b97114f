import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { sessionTokenFor } from '../auth/testing.ts';

/**
 * Issue 9 "app tokens are master keys": with only an app token the probe listed and revoked the
 * owner's sessions, switched 2FA on and off, edited the profile, and an admin's token carried staff
 * powers. Tokens now carry scopes; account security is never reachable with one.
 */
const ctx = useTestApp();

async function tokenWith(role: string, scopes: string[]) {
  const owner = await buildUser(ctx.db, { role });
  const login = await sessionTokenFor(ctx.db, owner);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/user/token/create',
    headers: { authorization: `Bearer ${login}` },
    payload: { name: 'script', scopes },
  });
  expect(res.statusCode).toBe(200);
  return { token: res.json().item.token as string, item: res.json().item, login };
}

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'de') =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });

describe('app-token scopes', () => {
  it('keeps every scope of the token out of account security: sessions, 2FA, profile, password, tokens, e-mail', async () => {
    const { token, login } = await tokenWith('admin', [
      'catalogue:read',
      'cart',
      'community',
      'upload',
      'staff',
    ]);
    const sessions = await as(login, 'GET', '/api/auth/sessions');
    const otherSession = sessions.json().items[0].id as string;
    const attempts: [string, 'GET' | 'POST', object?][] = [
      ['/api/auth/sessions', 'GET'],
      [`/api/auth/sessions/${otherSession}/revoke`, 'POST'],
      ['/api/auth/user/2fa/activate', 'POST'],
      ['/api/auth/user/2fa/disable', 'POST'],
      ['/api/auth/user/2fa/get', 'GET'],
      ['/api/auth/user/update', 'POST', { displayname: 'pwned' }],
      ['/api/auth/user/account', 'GET'],
      ['/api/auth/user/password/change', 'POST', { current_password: 'x', password: 'y'.repeat(10) }],
      ['/api/auth/user/tokens', 'POST'],
      ['/api/auth/user/token/create', 'POST', { name: 'more', scopes: ['staff'] }],
      // Public routes under /api/auth/ too (issue 32): the OAuth start links a provider when signed in.
      ['/api/auth/verify/resend', 'POST'],
      ['/api/auth/oauth/facebook', 'POST'],
      ['/api/auth/provider/facebook', 'POST'],
      ['/api/auth/logout', 'POST'],
      ['/api/trx/v1/wallet/save/btc', 'POST', { address: 'bc1qexample' }],
    ];
    for (const [url, method, payload] of attempts) {
      const res = await as(token, method, url, payload);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toMatch(/App-Tokens haben keinen Zugriff auf die Kontosicherheit/);
    }
    const english = await as(token, 'GET', '/api/auth/sessions', undefined, 'en');
    expect(english.json().message).toMatch(/App tokens cannot reach account security/);
    // The owner's login session is untouched.
    const after = await as(login, 'GET', '/api/auth/sessions');
    expect(after.json().items.map((s: { id: string }) => s.id)).toContain(otherSession);
    expect((await as(login, 'GET', '/api/auth/user')).json().user['2fa_enabled']).toBe(false);
  });

  it('an admin’s token without the staff scope carries no staff powers', async () => {
    const { token } = await tokenWith('admin', ['catalogue:read']);
    const res = await as(token, 'POST', '/api/req/delete', { id: 999_999 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/fehlt der Bereich „staff“/);
    const filecrypt = await as(token, 'POST', '/api/filecrypt/createContainer', {
      name: 'x',
      links: ['https://example.test/a'],
    });
    expect(filecrypt.statusCode).toBe(403);
    const withStaff = await tokenWith('admin', ['staff']);
    expect((await as(withStaff.token, 'POST', '/api/req/delete', { id: 999_999 })).statusCode).toBe(404);
  });

  it('community writes need the community scope', async () => {
    const title = { title: 'Some.Movie.2024.German.1080p.WEB.x264-GRP' };
    const without = await tokenWith('upper', ['catalogue:read']);
    expect((await as(without.token, 'POST', '/api/irc', title)).statusCode).toBe(403);
    const withCommunity = await tokenWith('upper', ['community']);
    expect((await as(withCommunity.token, 'POST', '/api/irc', title)).statusCode).toBe(200);
  });

  it('public routes and whoami work with any token; the list shows the scopes', async () => {
    const { token, item, login } = await tokenWith('mod', []);
    expect(item.scopes).toEqual([]);
    expect((await as(token, 'GET', '/api/entries/latest')).statusCode).toBe(200);
    expect((await as(token, 'GET', '/api/auth/user')).statusCode).toBe(200);
    const scoped = await tokenWith('mod', ['staff', 'catalogue:read']);
    expect(scoped.item.scopes).toEqual(['catalogue:read', 'staff']);
    const list = await as(login, 'POST', '/api/auth/user/tokens');
    expect(list.json().items[0].scopes).toEqual([]);
  });

  it('refuses unknown scopes with 400', async () => {
    const login = await sessionTokenFor(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const res = await as(login, 'POST', '/api/auth/user/token/create', { name: 'x', scopes: ['root'] });
    expect(res.statusCode).toBe(400);
  });
});
