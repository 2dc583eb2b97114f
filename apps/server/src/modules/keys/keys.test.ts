import { KEY_FORMAT } from '@regal/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, licenseKeys } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';
import { newKeyCode } from './key-codes.ts';

const ctx = useTestApp();

describe('keys', () => {
  it('codes come from the CSPRNG in the readable format and do not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, newKeyCode));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(KEY_FORMAT);
  });

  it('admin only: guest 401, mod 403', async () => {
    expect((await ctx.app.inject({ url: '/api/key/beta/list' })).statusCode).toBe(401);
    const mod = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'mod' }));
    expect((await ctx.app.inject({ url: '/api/key/beta/list', headers: mod })).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/key/beta/clearIP',
          headers: mod,
          payload: { key: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('beta keys: batch create, disable, expire, clear-IP after a registration bound one', async () => {
    const admin = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/key/beta/create',
      headers: admin,
      payload: { count: 3 },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('3 Keys erstellt.');
    const [a, b] = created.json().items;
    expect(a.status).toBe('active');
    const list = (await ctx.app.inject({ url: '/api/key/beta/list', headers: admin })).json();
    expect(list.total).toBe(3);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/key/beta/update',
      headers: admin,
      payload: { ids: [b.id], active: false },
    });
    const disabled = (
      await ctx.app.inject({ url: '/api/key/beta/list?status=disabled', headers: admin })
    ).json();
    expect(disabled.data.map((k: { id: number }) => k.id)).toEqual([b.id]);
    expect(disabled.data[0].status).toBe('disabled');
    const past = new Date(Date.now() - 60_000).toISOString();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/key/beta/update',
      headers: admin,
      payload: { ids: [a.id], expires_at: past },
    });
    const expired = (
      await ctx.app.inject({ url: `/api/key/beta/list?search=${a.key}`, headers: admin })
    ).json();
    expect(expired.data[0].status).toBe('expired');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/key/beta/clearIP',
      headers: admin,
      payload: { key: 'AAAAA-AAAAA-AAAAA-AAAAA' },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/key/beta/create',
      headers: admin,
      payload: { count: 501 },
    });
    expect(bad.statusCode).toBe(400);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.itemType, 'beta_key'));
    expect(audits.map((r) => r.action).sort()).toEqual(['key.create', 'key.update', 'key.update']);
  });

  it('license keys unlock a package; clear-IP resets the key', async () => {
    const admin = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const pkg = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/package/create',
        headers: admin,
        payload: { name: 'Big Buck Bunny Theme', cusa: 'cusa00001', type: 'theme' },
      })
    ).json().item;
    expect(pkg).toMatchObject({ cusa: 'CUSA00001', active: false, verified_at: null });
    const [key] = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/key/license/create',
        headers: admin,
        payload: { count: 1, package_id: pkg.id },
      })
    ).json().items;
    expect(key).toMatchObject({ status: 'not_used', package: { id: pkg.id, name: 'Big Buck Bunny Theme' } });

    const user = await buildUser(ctx.db);
    const userHeaders = await authHeaders(ctx.db, user);
    const redeem = await ctx.app.inject({
      method: 'POST',
      url: '/api/key/license/redeem',
      headers: userHeaders,
      payload: { key: key.key.toLowerCase() },
    });
    expect(redeem.json().message).toBe('Key eingelöst: Big Buck Bunny Theme ist freigeschaltet.');
    // What the key grants, for the redeem screen; the message in the reader's language.
    expect(redeem.json().package).toMatchObject({ id: pkg.id, name: 'Big Buck Bunny Theme' });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/key/license/redeem',
      headers: { ...userHeaders, 'accept-language': 'en' },
      payload: { key: key.key },
    });
    expect(again.json().message).toBe('Key redeemed: Big Buck Bunny Theme is unlocked.');
    const mine = (await ctx.app.inject({ url: '/api/packages/mine', headers: userHeaders })).json();
    expect(mine.items.map((p: { id: number }) => p.id)).toEqual([pkg.id]);
    const other = await authHeaders(ctx.db, await buildUser(ctx.db));
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/key/license/redeem',
      headers: other,
      payload: { key: key.key },
    });
    expect(taken.statusCode).toBe(400);

    const cleared = await ctx.app.inject({
      method: 'POST',
      url: '/api/key/license/clearIP',
      headers: admin,
      payload: { key: key.key },
    });
    expect(cleared.json().message).toBe('Key zurückgesetzt.');
    const [row] = await ctx.db.select().from(licenseKeys).where(eq(licenseKeys.id, key.id));
    expect(row).toMatchObject({ ip: null, userId: null, loggedAt: null });
  });
});

describe('packages', () => {
  it('staff list, mods edit (activate, verify), admins bulk; upper 403 on edit, mod 403 on bulk', async () => {
    const mod = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'mod' }));
    const upper = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'upper' }));
    const admin = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/package/create',
      headers: mod,
      payload: { name: 'Sintel', version: '1.02', pv: ['9.00', '9.00', '11.00'] },
    });
    const pkg = created.json().item;
    expect(pkg.pv).toEqual(['9.00', '11.00']);
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/api/package/${pkg.id}`,
          headers: upper,
          payload: { active: true },
        })
      ).statusCode,
    ).toBe(403);
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/package/${pkg.id}`,
      headers: mod,
      payload: { active: true, verified: true },
    });
    expect(edited.json().item.active).toBe(true);
    expect(edited.json().item.verified_at).not.toBeNull();
    expect((await ctx.app.inject({ url: '/api/packages?search=sintel', headers: upper })).json().total).toBe(
      1,
    );
    const bulk = { ids: [pkg.id], action: 'deactivate' };
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/package/bulk', headers: mod, payload: bulk }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({ method: 'POST', url: '/api/package/bulk', headers: admin, payload: bulk })
      ).json().message,
    ).toBe('1 Pakete geändert.');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/package/create',
      headers: mod,
      payload: { name: '', cusa: 'XX', image: 'javascript:1' },
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['cusa', 'image', 'name']);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url: '/api/package/999999', headers: mod, payload: {} }))
        .statusCode,
    ).toBe(404);
  });
});

describe('beta keys at registration', () => {
  it('off by default; when an admin requires them, a key is needed and binds to the first address', async () => {
    const register = (email: string, beta_key?: string, remoteAddress = '127.0.0.1') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: {
          username: email.split('@')[0],
          email,
          password: 'geheim-genug-1',
          password_confirmation: 'geheim-genug-1',
          beta_key,
        },
      });
    expect((await register('free@example.test')).statusCode).toBe(200);
    const admin = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings/app',
      headers: admin,
      payload: { values: { REGISTRATION_BETA_KEY_REQUIRED: 'true' } },
    });
    expect((await ctx.app.inject({ url: '/api/core/settings' })).json().beta_key_required).toBe(true);
    const without = await register('nokey@example.test');
    expect(without.statusCode).toBe(400);
    expect(Object.keys(without.json().errors)).toEqual(['beta_key']);
    const [key] = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/key/beta/create',
        headers: admin,
        payload: { count: 1 },
      })
    ).json().items;
    expect((await register('beta1@example.test', key.key.toLowerCase(), '10.0.0.5')).statusCode).toBe(200);
    const listed = (
      await ctx.app.inject({ url: `/api/key/beta/list?search=${key.key}`, headers: admin })
    ).json().data[0];
    expect(listed).toMatchObject({ ip: '10.0.0.5', user: { username: 'beta1' } });
    expect((await register('beta2@example.test', key.key, '10.0.0.6')).statusCode).toBe(400);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/key/beta/clearIP',
      headers: admin,
      payload: { key: key.key },
    });
    expect((await register('beta3@example.test', key.key, '10.0.0.6')).statusCode).toBe(200);
  });

  it('redeem is throttled per account and per address: 429 with Retry-After, not ~70 guesses a second (issue 32)', async () => {
    const guess = (headers: Record<string, string>, remoteAddress: string, n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/key/license/redeem',
        headers,
        remoteAddress,
        payload: { key: `GUESS-${String(n).padStart(4, '0')}-AAAA-BBBB` },
      });
    const guesser = await authHeaders(ctx.db, await buildUser(ctx.db));
    const codes: number[] = [];
    for (let n = 0; n < 12; n++) codes.push((await guess(guesser, '198.51.100.9', n)).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 400)).toBe(true);
    expect(codes.slice(10)).toEqual([429, 429]);
    const refused = await guess(guesser, '198.51.100.10', 99);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Zu viele Key-Versuche/);

    // Fresh accounts behind one address share its budget: 30 guesses, then the address waits.
    const address = '198.51.100.20';
    let refusedAt = -1;
    for (let n = 0; n < 4 && refusedAt < 0; n++) {
      const account = await authHeaders(ctx.db, await buildUser(ctx.db));
      for (let m = 0; m < 10; m++) {
        const code = (await guess(account, address, m)).statusCode;
        if (code === 429) {
          refusedAt = n * 10 + m;
          break;
        }
      }
    }
    expect(refusedAt).toBe(30);
  });
});
