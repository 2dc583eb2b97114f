import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { auditLog } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { recordAudit } from '../../lib/audit.ts';
import { authHeaders } from '../auth/testing.ts';
import { createAuditService } from './audit.service.ts';
import { parseChangelog, readChangelog } from './changelog.ts';

const ctx = useTestApp();

describe('audit log view', () => {
  it('admin only; filters by who, kind, item and day; pages by 50', async () => {
    const mod = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'mod' }));
    expect((await ctx.app.inject({ url: '/api/audit', headers: mod })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/audit' })).statusCode).toBe(401);
    const adminUser = await buildUser(ctx.db, { role: 'admin', username: 'Auditor' });
    const admin = await authHeaders(ctx.db, adminUser);
    const target = await buildUser(ctx.db, { username: 'audited' });
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/member/update',
      headers: admin,
      payload: { id: target.id, firstname: 'Neu' },
    });
    for (let i = 0; i < 55; i += 1)
      await recordAudit(ctx.db, {
        actor: null,
        action: 'page.edit',
        itemType: 'page',
        itemId: i,
        changes: {},
      });
    const all = (await ctx.app.inject({ url: '/api/audit', headers: admin })).json();
    expect(all.total).toBe(56);
    expect(all.data).toHaveLength(50);
    expect(all.facets.actions).toEqual(['member.update', 'page.edit']);
    const who = (await ctx.app.inject({ url: '/api/audit?actor=auditor', headers: admin })).json();
    expect(who.data).toHaveLength(1);
    expect(who.data[0]).toMatchObject({
      action: 'member.update',
      item_type: 'member',
      item_id: String(target.id),
      item_label: 'audited',
      changes: { firstname: { from: null, to: 'Neu' } },
      actor: { username: 'Auditor' },
    });
    const item = (
      await ctx.app.inject({ url: `/api/audit?item_type=page&item_id=3`, headers: admin })
    ).json();
    expect(item.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await ctx.app.inject({ url: `/api/audit?from=${today}&to=${today}`, headers: admin })).json().total,
    ).toBe(56);
    expect(
      (await ctx.app.inject({ url: '/api/audit?from=2000-01-01&to=2000-01-02', headers: admin })).json()
        .total,
    ).toBe(0);
    const bad = await ctx.app.inject({ url: '/api/audit?from=gestern&action=DROP TABLE', headers: admin });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['action', 'from']);
  });

  it('keeps rows for the retention time only', async () => {
    await ctx.db
      .insert(auditLog)
      .values({ action: 'old.thing', itemType: 'page', createdAt: new Date(Date.now() - 400 * 86_400_000) });
    const service = createAuditService(ctx.db, loadConfig({ AUDIT_RETENTION_DAYS: '365' }));
    expect(await service.prune()).toBe(1);
  });
});

describe('changelog', () => {
  it('parses the project changelog from 3.49.7 on, newest first', async () => {
    const versions = readChangelog();
    expect(versions.at(-1)).toMatchObject({ version: '3.49.7', date: '2026-11-20' });
    // Every version lists what changed (a patch release may list one line).
    expect(versions.filter((version) => version.items.length === 0)).toEqual([]);
    expect(parseChangelog('## [1.0.0] - 2026-01-01\n- a\n- b\n## 0.9\n* c')).toEqual([
      { version: '1.0.0', date: '2026-01-01', items: ['a', 'b'] },
      { version: '0.9', date: null, items: ['c'] },
    ]);
    const staff = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'upper' }));
    const res = await ctx.app.inject({ url: '/api/changelog', headers: staff });
    expect(res.json().versions[0].version).toBe(versions[0]?.version);
  });

  it("follows the reader's language: German by default and for de, English for en (issue 36)", async () => {
    const staff = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'upper' }));
    const oldest = (lang?: string) =>
      ctx.app
        .inject({
          url: '/api/changelog',
          headers: { ...staff, ...(lang ? { 'accept-language': lang } : {}) },
        })
        .then((res) => res.json().versions.at(-1).items[0] as string);
    expect(await oldest()).toBe(
      'Die letzte Version der vorigen Anwendung; die Spezifikation beschreibt ihr Verhalten.',
    );
    expect(await oldest('de-DE,de;q=0.9')).toMatch(/^Die letzte Version/);
    expect(await oldest('en-US,en;q=0.9')).toMatch(/^The last version of the previous application/);
  });

  it('has every version of CHANGELOG.md in German, with as many items', () => {
    const german = new Map(readChangelog('de').map((version) => [version.version, version]));
    for (const version of readChangelog('en')) {
      expect(german.get(version.version)?.date, version.version).toBe(version.date);
      expect(german.get(version.version)?.items.length, version.version).toBe(version.items.length);
    }
  });
});
