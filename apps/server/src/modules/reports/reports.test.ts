import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFakeSmtp } from '../../../test/fake-smtp.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';
import { notifierFor } from '../notifications/community.module.ts';

const env: Record<string, string> = {};
const smtp = useFakeSmtp(env);
const ctx = useTestApp(env);

let reporter: { authorization: string };
let mod: { authorization: string };
let upper: { authorization: string };
let entry: { id: number; uid: string };
let release: { id: number; uid: string };
let other: { id: number; uid: string };

const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/report/create', payload, headers });
const decide = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/report/decide', payload, headers });
const queue = async (state: string) =>
  (await ctx.app.inject({ url: `/api/report/queue?state=${state}`, headers: mod })).json().items;

beforeAll(async () => {
  reporter = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'melder' }));
  mod = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'mod_r', role: 'mod' }));
  upper = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'upper_r', role: 'upper' }));
  entry = await buildEntry(ctx.db, { title: 'Spring' });
  release = await buildRelease(ctx.db, {
    entryId: entry.id,
    fulltitle: 'Spring.2019.German.1080p.WEB.x264-OPEN',
  });
  other = await buildRelease(ctx.db, {
    entryId: entry.id,
    fulltitle: 'Spring.2019.German.720p.WEB.x264-OPEN',
  });
});

describe('reports: creating', () => {
  it('lets any visitor report; unknown items are 404', async () => {
    const guest = await create({ item_type: 'release', uid: release.uid, reason: 'dead_link' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({
      message: 'Danke für deine Meldung! Das Team sieht sie sich an.',
      hidden: false,
      confirm_by_mail: false,
    });
    await create(
      { item_type: 'release', uid: release.uid, reason: 'fake', message: 'Falsche Größe' },
      reporter,
    );
    expect((await create({ item_type: 'entry', uid: 'nosuchentry', reason: 'fake' })).statusCode).toBe(404);
    expect((await create({ item_type: 'release', uid: release.uid, reason: 'spam' })).statusCode).toBe(400);
  });

  it('needs contact details for a takedown; a guest takedown hides only once the claimant confirms by mail', async () => {
    const bare = await create({ item_type: 'release', uid: other.uid, reason: 'takedown' });
    expect(bare.json().errors).toEqual({
      contact_name: 'Für eine Takedown-Meldung brauchen wir deinen Namen.',
      contact_email: 'Für eine Takedown-Meldung brauchen wir deine E-Mail-Adresse.',
      message: 'Bitte beschreibe das Werk und dein Recht daran (mindestens 20 Zeichen).',
    });
    const res = await create({
      item_type: 'release',
      uid: other.uid,
      reason: 'takedown',
      contact_name: 'Rechte GmbH',
      contact_email: 'legal@rechte.example',
      message: 'Wir halten die Rechte an diesem Werk, bitte entfernen.',
    });
    expect(res.json()).toMatchObject({ hidden: false, confirm_by_mail: true });
    expect(res.json().message).toContain('bestätige');
    // Nothing is hidden yet.
    expect((await ctx.app.inject({ url: `/api/entries/${entry.uid}` })).body).toContain('720p.WEB.x264-OPEN');
    await notifierFor(ctx.db)?.idle();
    const mail = await smtp.server.waitForMail('legal@rechte.example');
    const token = /\/report\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/report/confirm',
      payload: { token: 'x'.repeat(32) },
      headers: { 'accept-language': 'en' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('This link to confirm the report is invalid or has expired.');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/report/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().result).toBe('hidden');
    expect((await ctx.app.inject({ url: `/api/entries/${entry.uid}` })).body).not.toContain(
      '720p.WEB.x264-OPEN',
    );
    // A link works once.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/report/confirm', payload: { token } })).statusCode,
    ).toBe(404);
  });

  it("hides at once for a signed-in reporter's takedown", async () => {
    const third = await buildRelease(ctx.db, {
      entryId: entry.id,
      fulltitle: 'Spring.2019.German.2160p.WEB.x265-OPEN',
    });
    const res = await create(
      {
        item_type: 'release',
        uid: third.uid,
        reason: 'takedown',
        contact_name: 'Melder',
        contact_email: 'melder@rechte.example',
        message: 'Wir halten die Rechte an diesem Werk, bitte entfernen.',
      },
      reporter,
    );
    expect(res.json()).toMatchObject({ hidden: true, confirm_by_mail: false });
    await decide(
      { item_type: 'release', item_id: third.id, decision: 'dismiss', reason: 'Freies Werk.' },
      mod,
    );
  });
});

describe('reports: the staff queue', () => {
  it('is for moderators only', async () => {
    expect((await ctx.app.inject({ url: '/api/report/queue' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/report/queue', headers: reporter })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/report/queue', headers: upper })).statusCode).toBe(403);
  });

  it('groups the reports of one item', async () => {
    const open = await queue('open');
    expect(open.total).toBe(2);
    const group = open.data.find((g: { item_id: number }) => g.item_id === release.id);
    expect(group).toMatchObject({
      count: 2,
      visibility: 'approved',
      label: 'Spring.2019.German.1080p.WEB.x264-OPEN',
    });
    expect(group.reasons.sort()).toEqual(['dead_link', 'fake']);
  });

  it('snoozes a group, then decides it with a reason the reporter receives; audited', async () => {
    const snooze = await decide(
      { item_type: 'release', item_id: release.id, decision: 'snooze', reason: 'Hoster prüfen' },
      mod,
    );
    expect(snooze.statusCode).toBe(200);
    expect((await queue('snoozed')).total).toBe(1);
    const fixed = await decide(
      { item_type: 'release', item_id: release.id, decision: 'fix', reason: 'Links erneuert, danke!' },
      mod,
    );
    expect(fixed.json().message).toBe('2 Meldung(en) entschieden.');
    const closed = await queue('closed');
    expect(closed.data.find((g: { item_id: number }) => g.item_id === release.id)).toMatchObject({
      decision: 'fix',
      decision_reason: 'Links erneuert, danke!',
      decided_by: 'mod_r',
    });
    const inbox = (await ctx.app.inject({ url: '/api/notifications', headers: reporter })).json();
    expect(inbox.items[0]).toMatchObject({
      kind: 'report.decided',
      data: { decision: 'fix', reason: 'Links erneuert, danke!' },
    });
    const again = await decide(
      { item_type: 'release', item_id: release.id, decision: 'hide', reason: 'zu spät' },
      mod,
    );
    expect(again.statusCode).toBe(409);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'report.moderate'), eq(auditLog.itemId, String(release.id))));
    expect(audit).toHaveLength(2);
  });

  it('dismisses a takedown: the item is shown again and the guest claimant gets a mail', async () => {
    // The claimant already has the confirmation mail; the decision's mail comes after it.
    const since = smtp.server.mails.length;
    const res = await decide(
      {
        item_type: 'release',
        item_id: other.id,
        decision: 'dismiss',
        reason: 'Das Werk steht unter CC BY 4.0.',
      },
      mod,
    );
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/entries/${entry.uid}` })).body).toContain('720p.WEB.x264-OPEN');
    await notifierFor(ctx.db)?.idle();
    const mail = await smtp.server.waitForMail('legal@rechte.example', { since });
    expect(mail.body).toContain('CC BY 4.0');
  });

  it('removes an entry reported as fake', async () => {
    await create({ item_type: 'entry', uid: entry.uid, reason: 'wrong_entry' }, reporter);
    const res = await decide(
      { item_type: 'entry', item_id: entry.id, decision: 'remove', reason: 'Doppelter Eintrag.' },
      mod,
    );
    expect(res.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/entries/${entry.uid}` })).statusCode).toBe(404);
  });
});
