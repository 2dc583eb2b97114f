import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, entries, linkChecks, releases } from '../../db/schema/index.ts';
import { buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';
import { type FakeHosters, startFakeHosters } from '../../integrations/hosters/fake.ts';
import { linksSchedule } from '../../jobs/links-schedule.ts';
import { authHeaders } from '../auth/testing.ts';
import { nextStatus } from './schedule.ts';

/**
 * Issue 13: links checked against the fake hosters (never a real one), their states stored, the
 * status images, the staff lists and "check now". The fake must listen before the app is built.
 */
let fake: FakeHosters;
const env: Record<string, string> = {
  LINK_CHECKS: 'fake',
  LINK_CHECK_TIMEOUT_MS: '1500',
  LINK_DEAD_AFTER: '2',
  LINK_HIDE_DEAD_ENTRIES: 'true',
  JOBS_POLL_SECONDS: '0.5',
};
beforeAll(async () => {
  fake = await startFakeHosters({ slowMs: 4_000 });
  env.LINK_CHECK_FAKE_URL = fake.url;
});
afterAll(() => fake?.close());
const ctx = useTestApp(env);

const rg = (name: string) => `https://rapidgator.net/file/a1b2c3${name}/${name}.rar.html`;
const nitro = (id: string) => `https://nitroflare.com/view/${id}/file.rar`;
const ddl = (code: string) => `https://ddownload.com/${code.padEnd(12, 'x').slice(0, 12)}/file.rar`;

async function runChecks() {
  await ctx.app.jobs.enqueue(linksSchedule, {});
  await ctx.app.jobs.settle(['links.schedule', 'links.check'], { timeoutMs: 25_000 });
}

async function stateOf(url: string) {
  const [row] = await ctx.db.select().from(linkChecks).where(eq(linkChecks.url, url));
  return row;
}

describe('link checks against the fake hosters', () => {
  let mixed: Awaited<ReturnType<typeof buildRelease>>;
  let allDead: Awaited<ReturnType<typeof buildRelease>>;
  let withOwnImage: Awaited<ReturnType<typeof buildRelease>>;

  beforeAll(async () => {
    mixed = await buildRelease(ctx.db, {
      links: {
        'rapidgator.net': [rg('online'), rg('gone200'), rg('slow')],
        nitroflare: [nitro('Online1'), nitro('Offline2'), nitro('Malformed3')],
        ddownload: [ddl('onlinefile'), ddl('gone200'), ddl('offline')],
        'archive.org': [
          'https://archive.org/details/Online_Movie',
          'https://archive.org/details/offline_item',
        ],
      },
    });
    const lonely = await buildEntry(ctx.db, { title: 'Nur tote Links' });
    allDead = await buildRelease(ctx.db, {
      entryId: lonely.id,
      links: { 'rapidgator.net': [rg('offline')] },
    });
    withOwnImage = await buildRelease(ctx.db, {
      links: { 'rapidgator.net': [rg('online2')] },
      options: { check: { 'rapidgator.net': 'https://img.example.test/rg.png' } },
    });
    await runChecks();
  });

  it('marks online and offline links, including an offline page answered with 200', async () => {
    expect(await stateOf(rg('online'))).toMatchObject({ state: 'online', checker: 'rapidgator' });
    expect(await stateOf(rg('gone200'))).toMatchObject({ state: 'offline', reason: 'file not found (page)' });
    expect(await stateOf(nitro('Online1'))).toMatchObject({ state: 'online', reason: 'api: online' });
    expect(await stateOf(nitro('Offline2'))).toMatchObject({ state: 'offline', reason: 'api: offline' });
    expect(await stateOf(ddl('onlinefile'))).toMatchObject({ state: 'online' });
    expect(await stateOf(ddl('gone200'))).toMatchObject({
      state: 'offline',
      reason: 'file not found (page)',
    });
    expect(await stateOf(ddl('offline'))).toMatchObject({ state: 'offline', reason: 'http 404' });
    expect(await stateOf('https://archive.org/details/Online_Movie')).toMatchObject({
      state: 'online',
      checker: 'generic',
    });
    expect(await stateOf('https://archive.org/details/offline_item')).toMatchObject({ state: 'offline' });
    // nitroflare answers its batch in one call
    expect(fake.hits.get('nitroflare.com')).toBeGreaterThanOrEqual(1);
  });

  it('keeps a link unknown when the hoster is slow or answers something unreadable', async () => {
    expect(await stateOf(rg('slow'))).toMatchObject({ state: 'unknown', reason: 'timeout' });
    expect(await stateOf(nitro('Malformed3'))).toMatchObject({
      state: 'unknown',
      reason: 'api: no answer for file',
    });
    const checked = await stateOf(rg('slow'));
    expect(checked?.checkedAt).not.toBeNull();
  });

  it('serves a status image per hoster and puts its URL into options.check unless the release has its own', async () => {
    const badge = (uid: string, hoster: string) =>
      ctx.app.inject({ url: `/api/links/status/${uid}/${encodeURIComponent(hoster)}.svg` });
    const offline = await badge(mixed.uid, 'rapidgator.net');
    expect(offline.statusCode).toBe(200);
    expect(offline.headers['content-type']).toContain('image/svg+xml');
    expect(offline.headers['x-link-state']).toBe('offline');
    expect(offline.body).toContain('<svg');
    expect((await badge(mixed.uid, 'archive.org')).headers['x-link-state']).toBe('offline');
    expect((await badge(withOwnImage.uid, 'rapidgator.net')).headers['x-link-state']).toBe('online');
    expect((await badge(mixed.uid, 'nohoster')).headers['x-link-state']).toBe('unknown');
    expect((await ctx.app.inject({ url: `/api/links/status/${mixed.uid}/x%00.svg` })).statusCode).toBe(400);
    // The words are the page's language (`?lang=`), else the browser's; German by default.
    expect(offline.body).toContain('>offline</text>');
    const unknownDe = await badge(mixed.uid, 'nohoster');
    expect(unknownDe.body).toContain('>unbekannt</text>');
    expect(unknownDe.body).toContain('<title>Link: unbekannt</title>');
    const unknownEn = await ctx.app.inject({ url: `/api/links/status/${mixed.uid}/nohoster.svg?lang=en` });
    expect(unknownEn.body).toContain('>unknown</text>');
    const byHeader = await ctx.app.inject({
      url: `/api/links/status/${mixed.uid}/nohoster.svg`,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(byHeader.body).toContain('>unknown</text>');
    expect(byHeader.headers.vary).toContain('accept-language');
    const asked = await ctx.app.inject({
      url: `/api/links/status/${mixed.uid}/nohoster.svg?lang=de`,
      headers: { 'accept-language': 'en' },
    });
    expect(asked.body).toContain('>unbekannt</text>');
    expect(
      (await ctx.app.inject({ url: `/api/links/status/${mixed.uid}/nohoster.svg?lang=fr` })).statusCode,
    ).toBe(400);

    const [entry] = await ctx.db
      .select()
      .from(entries)
      .where(eq(entries.id, mixed.entryId ?? 0));
    const detail = await ctx.app.inject({ url: `/api/entries/${entry?.uid}` });
    expect(detail.statusCode).toBe(200);
    const release = detail.json().releases[0];
    expect(release.options.check['rapidgator.net']).toBe(`/api/links/status/${mixed.uid}/rapidgator.net.svg`);
    expect(release.mirrors[0].check.nitroflare).toBe(`/api/links/status/${mixed.uid}/nitroflare.svg`);

    const [own] = await ctx.db
      .select()
      .from(entries)
      .where(eq(entries.id, withOwnImage.entryId ?? 0));
    const ownDetail = await ctx.app.inject({ url: `/api/entries/${own?.uid}` });
    expect(ownDetail.json().releases[0].options.check['rapidgator.net']).toBe(
      'https://img.example.test/rg.png',
    );
  });

  it('counts an offline link as dead after a few more checks, lists it for staff and hides an entry with only dead links', async () => {
    const staff = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'mod' }));
    const member = await authHeaders(ctx.db, await buildUser(ctx.db));
    const [lonely] = await ctx.db
      .select()
      .from(entries)
      .where(eq(entries.id, allDead.entryId ?? 0));
    const uid = lonely?.uid ?? '';

    // Offline once: not dead yet.
    let list = await ctx.app.inject({ url: '/api/links?state=dead', headers: staff });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((l: { url: string }) => l.url)).not.toContain(rg('offline'));
    expect(lonely?.active).toBe(true);

    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/links/check', payload: { entry_uid: uid } }))
        .statusCode,
    ).toBe(401);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/check',
      payload: { entry_uid: uid },
      headers: member,
    });
    expect(refused.statusCode).toBe(403);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/check',
      payload: {},
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/check',
      payload: { entry_uid: 'nosuchentry1' },
      headers: staff,
    });
    expect(missing.statusCode).toBe(404);
    const now = await ctx.app.inject({
      method: 'POST',
      url: '/api/links/check',
      payload: { entry_uid: uid },
      headers: staff,
    });
    expect(now.statusCode).toBe(200);
    expect(now.json().links).toBe(1);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'links.check'));
    expect(audit).toMatchObject({
      itemType: 'entry',
      itemId: uid,
      changes: { links: { from: null, to: 1 } },
    });
    await ctx.app.jobs.settle(['links.check'], { timeoutMs: 10_000 });

    expect(await stateOf(rg('offline'))).toMatchObject({ state: 'offline', streak: 2 });
    list = await ctx.app.inject({ url: '/api/links?state=dead', headers: staff });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ url: rg('offline'), dead: true, entry_uid: uid, release_uid: allDead.uid }),
    );
    expect((await ctx.app.inject({ url: '/api/links?state=dead', headers: member })).statusCode).toBe(403);
    const [after] = await ctx.db
      .select()
      .from(entries)
      .where(eq(entries.id, allDead.entryId ?? 0));
    expect(after?.active).toBe(false);

    const perEntry = await ctx.app.inject({ url: `/api/links/entry/${uid}`, headers: staff });
    expect(perEntry.statusCode).toBe(200);
    expect(perEntry.json()).toMatchObject({
      entry_uid: uid,
      active: false,
      links: [{ state: 'offline', dead: true }],
    });
    const badge = await ctx.app.inject({ url: `/api/links/status/${allDead.uid}/rapidgator.net.svg` });
    expect(badge.headers['x-link-state']).toBe('dead');
    expect(badge.body).toContain('>tot</text>');
    const deadEn = await ctx.app.inject({
      url: `/api/links/status/${allDead.uid}/rapidgator.net.svg?lang=en`,
    });
    expect(deadEn.body).toContain('>dead</text>');
  });

  it('shows an entry it hid again once a link is online, never one staff or a report hid', async () => {
    const entryOf = async (id: number | null) =>
      (
        await ctx.db
          .select()
          .from(entries)
          .where(eq(entries.id, id ?? 0))
      )[0];
    expect(await entryOf(allDead.entryId)).toMatchObject({ active: false });
    expect((await entryOf(allDead.entryId))?.linkHiddenAt).not.toBeNull();

    // Hidden by staff, with a live link: stays hidden.
    const staffHidden = await buildEntry(ctx.db, { title: 'Von der Redaktion versteckt', active: false });
    await buildRelease(ctx.db, { entryId: staffHidden.id, links: { 'rapidgator.net': [rg('online5')] } });
    // Hidden by the check, then hidden again by a takedown report (active written, still false): the
    // report's write clears the mark, so a living link does not bring it back.
    const reported = await buildEntry(ctx.db, { title: 'Gemeldet' });
    const reportedRelease = await buildRelease(ctx.db, {
      entryId: reported.id,
      links: { 'rapidgator.net': [rg('offline')] },
    });
    await ctx.db
      .update(entries)
      .set({ active: false, linkHiddenAt: new Date() })
      .where(eq(entries.id, reported.id));
    await ctx.db.update(entries).set({ active: false }).where(eq(entries.id, reported.id));
    expect((await entryOf(reported.id))?.linkHiddenAt).toBeNull();

    // The uploader puts working links on both releases.
    for (const id of [allDead.id, reportedRelease.id])
      await ctx.db
        .update(releases)
        .set({ links: { 'rapidgator.net': [rg(`online${id}`)] }, updatedAt: new Date() })
        .where(eq(releases.id, id));
    await runChecks();

    expect(await stateOf(rg(`online${allDead.id}`))).toMatchObject({ state: 'online' });
    const back = await entryOf(allDead.entryId);
    expect(back).toMatchObject({ active: true, linkHiddenAt: null });
    const [shown] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'entry.autoShow'));
    expect(shown).toMatchObject({ itemId: back?.uid, changes: { active: { from: false, to: true } } });
    expect(await entryOf(staffHidden.id)).toMatchObject({ active: false });
    expect(await stateOf(rg('online5'))).toMatchObject({ state: 'online' });
    expect(await entryOf(reported.id)).toMatchObject({ active: false });
    expect(await stateOf(rg(`online${reportedRelease.id}`))).toMatchObject({ state: 'online' });
  });

  it('drops the row of a link that left its release', async () => {
    await ctx.db
      .update(releases)
      .set({ links: { 'rapidgator.net': [rg('online3')] }, updatedAt: new Date() })
      .where(eq(releases.id, withOwnImage.id));
    await runChecks();
    const rows = await ctx.db.select().from(linkChecks).where(eq(linkChecks.releaseId, withOwnImage.id));
    expect(rows.map((r) => ({ url: r.url, state: r.state }))).toEqual([
      { url: rg('online3'), state: 'online' },
    ]);
  });
});

describe('the re-check schedule', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const hoursUntil = (date: Date) => (date.getTime() - now.getTime()) / 3_600_000;

  it('checks fresh links soon, stable ones less often, offline ones a few times before they are dead', () => {
    const online1 = nextStatus({ state: 'unknown', streak: 0 }, { state: 'online', reason: '' }, 3, now);
    expect(online1).toMatchObject({ state: 'online', streak: 1 });
    expect(hoursUntil(online1.nextCheckAt)).toBe(1);
    const online5 = nextStatus({ state: 'online', streak: 4 }, { state: 'online', reason: '' }, 3, now);
    expect(hoursUntil(online5.nextCheckAt)).toBe(7 * 24);
    const offline1 = nextStatus({ state: 'online', streak: 9 }, { state: 'offline', reason: '' }, 3, now);
    expect(offline1).toMatchObject({ state: 'offline', streak: 1 });
    expect(hoursUntil(offline1.nextCheckAt) * 60).toBe(10);
    const dead = nextStatus({ state: 'offline', streak: 2 }, { state: 'offline', reason: '' }, 3, now);
    expect(dead.streak).toBe(3);
    expect(hoursUntil(dead.nextCheckAt)).toBe(7 * 24);
    const noAnswer = nextStatus(
      { state: 'online', streak: 2 },
      { state: 'unknown', reason: 'timeout' },
      3,
      now,
    );
    expect(noAnswer).toMatchObject({ state: 'online', streak: 2, reason: 'timeout' });
    expect(hoursUntil(noAnswer.nextCheckAt) * 60).toBe(15);
  });
});
