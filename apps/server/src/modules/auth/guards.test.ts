import { canSeeDashboard, isAdmin, isMod } from '@regal/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { registerAuth, requireRole, requireUser, requireVerifiedUser } from '../../plugins/auth.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { sessionTokenFor } from './testing.ts';

const ctx = useTestApp();
let probe: FastifyInstance;

/** A small app with the real auth plugin and one route per guard, on the test database. */
beforeAll(async () => {
  probe = Fastify();
  registerErrorHandler(probe);
  registerAuth(probe, { db: ctx.db, config: loadConfig({ NODE_ENV: 'test' }) });
  probe.get('/user', async (r) => ({ id: requireUser(r).user.id }));
  probe.get('/verified', async (r) => ({ id: requireVerifiedUser(r).user.id }));
  probe.get('/mod', async (r) => ({ id: requireRole(r, isMod).user.id }));
  probe.get('/admin', async (r) => ({ id: requireRole(r, isAdmin).user.id }));
  probe.get('/dashboard', async (r) => ({ id: requireRole(r, canSeeDashboard).user.id }));
  await probe.ready();
});
afterAll(() => probe.close());

async function statusOf(url: string, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return (await probe.inject({ method: 'GET', url, headers })).statusCode;
}

describe('guards', () => {
  it('refuses guests and unknown tokens with 401 on every guard', async () => {
    for (const url of ['/user', '/verified', '/mod', '/admin', '/dashboard']) {
      expect(await statusOf(url)).toBe(401);
      expect(await statusOf(url, 'x'.repeat(43))).toBe(401);
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Nicht angemeldet.');
    const english = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().message).toBe('Unauthenticated.');
  });

  it('lets an unverified user be logged in but refuses login-required routes with 403', async () => {
    const token = await sessionTokenFor(ctx.db, await buildUser(ctx.db, { emailVerifiedAt: null }));
    expect(await statusOf('/user', token)).toBe(200);
    expect(await statusOf('/verified', token)).toBe(403);
    expect(await statusOf('/mod', token)).toBe(403);
  });

  it('refuses a 2FA user who has not passed the code yet with 403', async () => {
    const user = await buildUser(ctx.db, { twoFactorEnabledAt: new Date(), twoFactorSecret: 'sealed' });
    const pending = await sessionTokenFor(ctx.db, user, { twoFactorVerified: false });
    expect(await statusOf('/user', pending)).toBe(200);
    expect(await statusOf('/verified', pending)).toBe(403);
    const passed = await sessionTokenFor(ctx.db, user, { twoFactorVerified: true });
    expect(await statusOf('/verified', passed)).toBe(200);
  });

  it('applies the shared role helpers: 403 for the wrong role', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(
        ['user', 'upper', 'mod', 'admin'].map(async (role) => [
          role,
          await sessionTokenFor(ctx.db, await buildUser(ctx.db, { role })),
        ]),
      ),
    ) as Record<string, string>;
    expect([
      await statusOf('/mod', tokens.user),
      await statusOf('/mod', tokens.upper),
      await statusOf('/mod', tokens.mod),
    ]).toEqual([403, 403, 200]);
    expect([await statusOf('/admin', tokens.mod), await statusOf('/admin', tokens.admin)]).toEqual([
      403, 200,
    ]);
    expect([await statusOf('/dashboard', tokens.user), await statusOf('/dashboard', tokens.upper)]).toEqual([
      403, 200,
    ]);
  });

  it('refuses a disabled account even with a live session', async () => {
    const token = await sessionTokenFor(ctx.db, await buildUser(ctx.db, { active: false }));
    expect(await statusOf('/user', token)).toBe(401);
  });
});
