import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, entries } from '../../db/schema/index.ts';
import { buildEntry, buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';

const ctx = useTestApp();

let user: { authorization: string };
let other: { authorization: string };
let unverified: { authorization: string };
let upper: { authorization: string };
let mod: { authorization: string };
let mod2: { authorization: string };
let fan: { authorization: string };
let entry: { id: number; uid: string };

const NAME = 'Sintel.2010.German.DL.1080p.WEB.x264-OPEN';
const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/upload/create', payload, headers });
const decide = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/upload/decide', payload, headers });

/** Every visitor reader of releases (detail, search, 0day, live feed, newest, listing counts). */
const visitorPages = async (uid: string) =>
  Promise.all(
    [
      `/api/entries/${uid}`,
      '/api/start/search?mode=releases&q=sintel',
      '/api/start/search?mode=0day&q=sintel',
      '/api/test/live',
      '/api/releases/newest',
    ].map(async (url) => (await ctx.app.inject({ url })).body),
  );

beforeAll(async () => {
  user = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'uploaderin' }));
  other = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'fremd_up' }));
  unverified = await authHeaders(
    ctx.db,
    await buildUser(ctx.db, { username: 'unbestaetigt', emailVerifiedAt: null }),
  );
  upper = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'upper_up', role: 'upper' }));
  mod = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'mod_eins', role: 'mod' }));
  mod2 = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'mod_zwei', role: 'mod' }));
  fan = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'sintel_fan' }));
  entry = await buildEntry(ctx.db, { title: 'Sintel', type: 'movie' });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/whishlist/toggle',
    payload: { entry_id: entry.id },
    headers: fan,
  });
});

let uploadId = 0;

describe('uploads: submitting', () => {
  it('needs a verified login', async () => {
    const body = { fulltitle: NAME, links: ['https://rapidgator.net/file/abc'], entry_id: 1 };
    expect((await create(body)).statusCode).toBe(401);
    expect((await create(body, unverified)).statusCode).toBe(403);
  });

  it('validates links, the entry choice and the name', async () => {
    const res = await create({ fulltitle: 'Some Movie 2024', links: ['not a url'] }, user);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      fulltitle: 'Der Release-Name enthält keine Leerzeichen.',
      'links.0': 'Error in parsing Link',
    });
    const none = await create({ fulltitle: NAME, entry_id: entry.id }, user);
    expect(none.json().errors.links).toBe('Bitte gib Links oder einen Container an.');
    const noEntry = await create({ fulltitle: NAME, links: ['https://rapidgator.net/file/abc'] }, user);
    expect(noEntry.json().errors.entry_id).toBe('Bitte wähle einen Eintrag oder schlage einen neuen vor.');
  });

  it('keeps a user upload pending, filled by the release-name parser, and hidden from every visitor reader', async () => {
    const res = await create(
      {
        fulltitle: NAME,
        links: ['https://rapidgator.net/file/abc', 'https://ddownload.com/xyz'],
        entry_id: entry.id,
      },
      user,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Danke! Dein Upload wartet auf die Freigabe durch das Team.');
    const item = res.json().item;
    uploadId = item.id;
    expect(item).toMatchObject({
      state: 'pending',
      quality: '1080p',
      lang: ['DE', 'EN'],
      hosts: ['ddownload', 'rapidgator'],
      entry: { uid: entry.uid, proposed: false },
    });
    for (const body of await visitorPages(entry.uid)) expect(body).not.toContain(NAME);
  });

  it('proposes a new entry from the name; it stays hidden until approval', async () => {
    const res = await create(
      {
        fulltitle: 'Cosmos.Laundromat.2015.German.720p.WEB.x264-OPEN',
        container: 'https://filecrypt.cc/Container/ABCDE.html',
        new_entry: { title: 'Cosmos Laundromat', type: 'movie' },
      },
      user,
    );
    expect(res.json().item).toMatchObject({
      state: 'pending',
      hosts: ['filecrypt'],
      entry: { proposed: true },
    });
    const uid = res.json().item.entry.uid;
    expect((await ctx.app.inject({ url: `/api/entries/${uid}` })).statusCode).toBe(404);
  });

  it('lets trusted roles publish directly', async () => {
    const res = await create(
      {
        fulltitle: 'Sintel.2010.German.720p.WEB.x264-TRUST',
        links: ['https://rapidgator.net/file/t'],
        entry_id: entry.id,
      },
      upper,
    );
    expect(res.json()).toMatchObject({ message: 'Release veröffentlicht.', item: { state: 'approved' } });
    expect((await ctx.app.inject({ url: `/api/entries/${entry.uid}` })).body).toContain('x264-TRUST');
  });
});

describe('uploads: reading', () => {
  it('shows users only their own uploads; the queue is for moderators', async () => {
    const mine = (await ctx.app.inject({ url: '/api/upload/my', headers: user })).json().items;
    expect(mine.total).toBe(2);
    const theirs = (await ctx.app.inject({ url: '/api/upload/my', headers: other })).json().items;
    expect(theirs.total).toBe(0);
    expect((await ctx.app.inject({ url: '/api/upload/my' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/upload/queue', headers: user })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/upload/queue', headers: upper })).statusCode).toBe(403);
    const queue = (await ctx.app.inject({ url: '/api/upload/queue', headers: mod })).json().items;
    expect(queue.data.map((u: { fulltitle: string }) => u.fulltitle)).toEqual([
      NAME,
      'Cosmos.Laundromat.2015.German.720p.WEB.x264-OPEN',
    ]);
  });
});

describe('uploads: deciding', () => {
  it('needs a reason to reject or postpone, and moderator rights', async () => {
    expect(
      (await decide({ id: uploadId, decision: 'approve', expected_state: 'pending' }, user)).statusCode,
    ).toBe(403);
    const res = await decide({ id: uploadId, decision: 'reject', expected_state: 'pending' }, mod);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.reason).toBe('Bitte gib eine Begründung an.');
    expect(
      (await decide({ id: 2_000_000, decision: 'approve', expected_state: 'pending' }, mod)).statusCode,
    ).toBe(404);
  });

  it('postpones with a reason the uploader sees, then approves: public, audited, uploader and fans notified', async () => {
    const later = await decide(
      { id: uploadId, decision: 'postpone', reason: 'Links werden noch geprüft.', expected_state: 'pending' },
      mod,
    );
    expect(later.json().item).toMatchObject({
      state: 'postponed',
      reason: 'Links werden noch geprüft.',
      moderated_by: 'mod_eins',
    });
    const mine = (await ctx.app.inject({ url: '/api/upload/my?state=postponed', headers: user })).json()
      .items;
    expect(mine.data[0]).toMatchObject({ id: uploadId, reason: 'Links werden noch geprüft.' });

    const ok = await decide({ id: uploadId, decision: 'approve', expected_state: 'postponed' }, mod);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().item.state).toBe('approved');
    const pages = await visitorPages(entry.uid);
    expect(pages[0]).toContain(NAME);
    expect(pages[1]).toContain(NAME);

    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'upload.moderate'));
    expect(audit.map((row) => row.changes.moderation)).toEqual([
      { from: 'pending', to: 'postponed' },
      { from: 'postponed', to: 'approved' },
    ]);
    const inbox = (await ctx.app.inject({ url: '/api/notifications', headers: user })).json();
    expect(inbox.items.map((n: { kind: string }) => n.kind)).toEqual(['upload.decided', 'upload.decided']);
    const fanInbox = (await ctx.app.inject({ url: '/api/notifications', headers: fan })).json();
    expect(fanInbox.items.map((n: { kind: string; title: string }) => [n.kind, n.title])).toEqual([
      ['favorite.release', 'Sintel'],
      ['favorite.release', 'Sintel'],
    ]);
  });

  // Issue 36: a mirror (another upload of the same name) is one release to a fan, not another one.
  it("notifies a favourite's fans once per release name, not once per mirror", async () => {
    for (const [host, name] of [
      ['m1', NAME],
      ['m2', NAME.toLowerCase()],
    ]) {
      const res = await create(
        { fulltitle: name, links: [`https://rapidgator.net/file/${host}`], entry_id: entry.id },
        upper,
      );
      expect(res.json().item.state).toBe('approved');
    }
    const fanInbox = (await ctx.app.inject({ url: '/api/notifications', headers: fan })).json();
    expect(fanInbox.items.map((n: { kind: string; title: string }) => [n.kind, n.title])).toEqual([
      ['favorite.release', 'Sintel'],
      ['favorite.release', 'Sintel'],
    ]);
  });

  it('refuses a decision made on a stale page (409, already decided by …)', async () => {
    const stale = await decide(
      { id: uploadId, decision: 'reject', reason: 'Doppelt hochgeladen.', expected_state: 'pending' },
      mod2,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Bereits entschieden von mod_eins.');
  });

  it('rejects a proposed entry upload; the entry stays hidden', async () => {
    const queue = (await ctx.app.inject({ url: '/api/upload/queue', headers: mod })).json().items;
    const cosmos = queue.data[0];
    const res = await decide(
      { id: cosmos.id, decision: 'reject', reason: 'Container ist leer.', expected_state: 'pending' },
      mod2,
    );
    expect(res.json().item).toMatchObject({ state: 'rejected', reason: 'Container ist leer.' });
    const [row] = await ctx.db.select().from(entries).where(eq(entries.uid, cosmos.entry.uid));
    expect(row?.active).toBe(false);
  });
});
