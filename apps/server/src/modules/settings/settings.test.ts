import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { auditLog } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';

const env = { TMDB_API_KEY: 'env-secret-key-1234', SETTINGS_POLL_MS: '100', AD_LINK_URL: '' };
const ctx = useTestApp(env);
/** A second app instance on the same database: another process as far as settings go. */
let second: FastifyInstance;

beforeAll(async () => {
  second = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env }),
    db: ctx.db,
  });
  await second.ready();
});
afterAll(() => second.close());

/** Reads until `done` holds; the test's timeout ends a wait that never does (no clock of its own, issue 33). */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('app settings', () => {
  it('is for admins only: guest 401, user and mod 403', async () => {
    expect((await ctx.app.inject({ url: '/api/settings/app' })).statusCode).toBe(401);
    for (const role of ['user', 'mod', 'upper']) {
      const headers = await authHeaders(ctx.db, await buildUser(ctx.db, { role }));
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/settings/app',
        headers,
        payload: { values: {} },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lists settings with secrets masked and the environment as default', async () => {
    const headers = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const res = await ctx.app.inject({ url: '/api/settings/app', headers });
    expect(res.statusCode).toBe(200);
    const tmdb = res.json().settings.find((s: { key: string }) => s.key === 'TMDB_API_KEY');
    expect(tmdb).toMatchObject({ value: '••••1234', default: '••••1234', stored: false, kind: 'secret' });
    expect(res.body).not.toContain('env-secret-key');
  });

  it('refuses bad values per field and stores nothing', async () => {
    const headers = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings/app',
      headers,
      payload: {
        values: { AD_LINK_URL: 'javascript:alert(1)', DONATION_WALLET_BTC: 'nope', SITE_NAME: 'Neu' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'values.AD_LINK_URL',
      'values.DONATION_WALLET_BTC',
    ]);
    const site = await ctx.app.inject({ url: '/api/core/settings' });
    expect(site.json().site_name).toBe('Regal');
  });

  it('a change shows on the visitor side of a second instance within seconds, audited, secrets redacted', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin', username: 'settings_admin' });
    const headers = await authHeaders(ctx.db, admin);
    const before = (await second.inject({ url: '/api/core/settings' })).json();
    expect(before.ad_link).toBeNull();
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings/app',
      headers,
      payload: {
        values: {
          AD_LINK_URL: 'https://example.org/werbung',
          AD_LINK_TEXT: 'Unser Partner',
          SITE_NAME: 'Regal Test',
          TMDB_API_KEY: 'brand-new-key-9876',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('brand-new-key');
    // The instance that saved applies at once…
    expect((await ctx.app.inject({ url: '/api/core/settings' })).json().site_name).toBe('Regal Test');
    // …the other one at its next poll, without a restart.
    const after = await waitFor(
      async () => (await second.inject({ url: '/api/core/settings' })).json(),
      (body) => body.site_name === 'Regal Test',
    );
    expect(after.site_name).toBe('Regal Test');
    expect(after.ad_link).toEqual({ url: 'https://example.org/werbung', text: 'Unser Partner' });

    const rows = await ctx.db.select().from(auditLog);
    const row = rows.find((r) => r.action === 'settings.app' && r.actorName === 'settings_admin');
    expect(row?.changes.SITE_NAME).toEqual({ from: 'Regal', to: 'Regal Test' });
    expect(row?.changes.TMDB_API_KEY).toEqual({ from: '[redacted]', to: '[redacted]' });

    // null returns to the environment value, on both instances.
    const reset = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/settings/app',
      headers,
      payload: { values: { SITE_NAME: null } },
    });
    expect(reset.json().settings.find((s: { key: string }) => s.key === 'SITE_NAME')).toMatchObject({
      value: 'Regal',
      stored: false,
    });
    const back = await waitFor(
      async () => (await second.inject({ url: '/api/core/settings' })).json(),
      (body) => body.site_name === 'Regal',
    );
    expect(back.site_name).toBe('Regal');
  });
});
