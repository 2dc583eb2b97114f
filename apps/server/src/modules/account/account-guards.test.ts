import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { sessionTokenFor } from '../auth/testing.ts';

const ctx = useTestApp({ GEOCODER_URL: '' });

/** Every route of the account area, with a body that would be valid for a permitted caller. */
const ROUTES: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/auth/user/account' },
  { method: 'POST', url: '/api/auth/user/update', payload: { displayname: 'x' } },
  {
    method: 'POST',
    url: '/api/auth/user/password/change',
    payload: { current_password: 'a', password: 'abcdefgh', password_confirmation: 'abcdefgh' },
  },
  { method: 'POST', url: '/api/auth/user/avatar', payload: {} },
  { method: 'POST', url: '/api/auth/user/tokens', payload: {} },
  { method: 'POST', url: '/api/auth/user/token/create', payload: { name: 'ci' } },
  { method: 'POST', url: '/api/auth/user/token/clear', payload: { id: 1 } },
  { method: 'POST', url: '/api/trx/v1/geocoding/getGeoLocation', payload: { q: 'Berlin' } },
  { method: 'GET', url: '/api/trx/v1/wallet/load' },
  {
    method: 'POST',
    url: '/api/trx/v1/wallet/save/BTC',
    payload: { address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' },
  },
  { method: 'POST', url: '/api/trx/v1/wallet/remove/BTC', payload: {} },
];

async function statusOf(route: (typeof ROUTES)[number], token?: string) {
  const res = await ctx.app.inject({
    method: route.method,
    url: route.url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(route.payload ? { payload: route.payload } : {}),
  });
  return res.statusCode;
}

describe('account area guards', () => {
  it('refuses guests with 401 on every route, before looking at the body', async () => {
    for (const route of ROUTES) expect([route.url, await statusOf(route)]).toEqual([route.url, 401]);
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      payload: { mobile: 12 },
    });
    expect(garbage.statusCode).toBe(401);
  });

  it('refuses an unverified user with 403 on every route', async () => {
    const token = await sessionTokenFor(ctx.db, await buildUser(ctx.db, { emailVerifiedAt: null }));
    for (const route of ROUTES) expect([route.url, await statusOf(route, token)]).toEqual([route.url, 403]);
  });

  it('refuses a 2FA user who has not passed the code with 403', async () => {
    const user = await buildUser(ctx.db, { twoFactorEnabledAt: new Date(), twoFactorSecret: 'sealed' });
    const token = await sessionTokenFor(ctx.db, user, { twoFactorVerified: false });
    for (const route of ROUTES) expect([route.url, await statusOf(route, token)]).toEqual([route.url, 403]);
  });

  it('lets only dashboard roles (admin, mod, upper) create app tokens', async () => {
    const create = ROUTES.find((r) => r.url.endsWith('/token/create')) as (typeof ROUTES)[number];
    for (const role of ['user', 'dev']) {
      const token = await sessionTokenFor(ctx.db, await buildUser(ctx.db, { role }));
      expect([role, await statusOf(create, token)]).toEqual([role, 403]);
    }
    for (const role of ['admin', 'mod', 'upper']) {
      const token = await sessionTokenFor(ctx.db, await buildUser(ctx.db, { role }));
      expect([role, await statusOf(create, token)]).toEqual([role, 200]);
    }
  });
});
