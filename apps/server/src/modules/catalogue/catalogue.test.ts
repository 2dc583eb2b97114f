import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, entries, releases } from '../../db/schema/index.ts';
import { buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';
import { startFakeTelegram } from '../../integrations/telegram/fake.ts';
import { authHeaders } from '../auth/testing.ts';

const telegram = await startFakeTelegram();
afterAll(() => telegram.close());

const ctx = useTestApp({
  TELEGRAM_API_URL: telegram.url,
  TELEGRAM_BOT_TOKEN: telegram.token,
  TELEGRAM_CHAT_ID: telegram.chatId,
  PUBLIC_URL: 'https://regal.example',
});

type Headers = Record<string, string>;
let admin: Headers;
let mod: Headers;
let upper: Headers;
let upper2: Headers;
let member: Headers;
let upperId: number;
let modId: number;

beforeAll(async () => {
  admin = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'admin', username: 'chefin' }));
  const m = await buildUser(ctx.db, { role: 'mod', username: 'moderator' });
  modId = m.id;
  mod = await authHeaders(ctx.db, m);
  const u = await buildUser(ctx.db, { role: 'upper', username: 'uploader' });
  upperId = u.id;
  upper = await authHeaders(ctx.db, u);
  upper2 = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'upper' }));
  member = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'user' }));
});

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const newEntry = { title: 'Sintel', type: 'movie', released_at: '2010-09-27', genre: ['fantasy'], fsk: 12 };

describe('entry editor', () => {
  it('refuses guests (401) and members (403) on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/dashboard/entries'],
      ['GET', '/api/entry/allApps'],
      ['POST', '/api/entry/create'],
      ['POST', '/api/release/create'],
      ['GET', '/api/countries/all'],
      ['GET', '/api/dashboard/home'],
    ] as const) {
      expect((await call(method, url, {}, {})).statusCode).toBe(401);
      expect((await call(method, url, member, {})).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/members/getUsersToAssign', upper)).statusCode).toBe(403);
  });

  it('creates an entry with every field and records the audit row', async () => {
    const res = await call('POST', '/api/entry/create', admin, {
      ...newEntry,
      original_title: 'Sintel',
      description: 'Ein Mädchen sucht ihren Drachen.',
      lang: ['de', 'EN'],
      tags: ['blender', 'open movie'],
      trailer: 'https://www.youtube.com/embed/eRsGyueVLvQ',
      time: 15,
      rating: 7.5,
      options: { imdb_id: 'tt1727587', posters: [{ link: 'https://example.org/p.jpg' }] },
      actors: [{ name: 'Halina Reijn' }, { name: 'Thom Hoffman' }],
    });
    expect(res.statusCode).toBe(200);
    const item = res.json().item;
    expect(res.json().message).toBe('Eintrag angelegt.');
    expect(item).toMatchObject({ title: 'Sintel', version: 1, lang: ['DE', 'EN'], fsk: 12, time: 15 });
    expect(item.actors.map((a: { name: string }) => a.name)).toEqual(['Halina Reijn', 'Thom Hoffman']);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.itemId, String(item.id)));
    expect(audit[0]).toMatchObject({ action: 'entry.create', actorName: 'chefin', itemType: 'entry' });
  });

  it('answers the field errors of spec 02 §5 per field, in German', async () => {
    const res = await call('POST', '/api/entry/create', admin, {
      title: '',
      type: 'film',
      fsk: 7,
      rating: 11,
      time: -1,
      released_at: '27.09.2010',
      tags: ['a', 'A'],
      trailer: 'javascript:alert(1)',
      genre: ['nope'],
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors).toMatchObject({
      title: 'Der Titel ist erforderlich.',
      type: 'Bitte einen gültigen Typ wählen.',
      fsk: 'FSK ist 0, 6, 12, 16 oder 18.',
      rating: 'Die Bewertung ist eine Zahl von 0 bis 10.',
      time: 'Die Laufzeit ist eine Zahl in Minuten.',
      released_at: 'Das Datum hat die Form TT.MM.JJJJ.',
      tags: 'Tags müssen eindeutig sein.',
      trailer: 'Der Trailer muss eine URL sein.',
    });
    expect(Object.keys(errors)).toContain('genre.0');
  });

  it('only moderators bind an entry to a user or set no-duplicate', async () => {
    const res = await call('POST', '/api/entry/create', upper, { ...newEntry, no_duplicate: true });
    expect(res.statusCode).toBe(403);
    const ok = await call('POST', '/api/entry/create', mod, {
      ...newEntry,
      user_id: upperId,
      no_duplicate: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().item.user).toEqual({ id: upperId, username: 'uploader' });
  });

  it('a stale edit gets 409 with a clear message and changes nothing', async () => {
    const created = (await call('POST', '/api/entry/create', admin, newEntry)).json().item;
    const first = await call('POST', '/api/entry/update', mod, {
      ...newEntry,
      id: created.id,
      version: 1,
      title: 'Sintel (2010)',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().item.version).toBe(2);
    const stale = await call('POST', '/api/entry/update', admin, {
      ...newEntry,
      id: created.id,
      version: 1,
      title: 'Other',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Dieser Eintrag wurde inzwischen von moderator geändert. Lade ihn neu, bevor du speicherst.',
    );
    const [row] = await ctx.db.select().from(entries).where(eq(entries.id, created.id));
    expect(row?.title).toBe('Sintel (2010)');
    const history = await call('GET', `/api/audit/item/entry/${created.id}`, upper);
    expect(history.json().items[0]).toMatchObject({
      action: 'entry.update',
      actor: 'moderator',
      changes: { title: { from: 'Sintel', to: 'Sintel (2010)' } },
    });
  });

  it('upper edits only entries bound to them', async () => {
    const other = await buildEntry(ctx.db, { userId: modId });
    const res = await call('POST', '/api/entry/update', upper, { ...newEntry, id: other.id, version: 1 });
    expect(res.statusCode).toBe(403);
    const mine = await buildEntry(ctx.db, { userId: upperId });
    expect(
      (await call('POST', '/api/entry/update', upper, { ...newEntry, id: mine.id, version: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/api/entry/update', admin, { ...newEntry, id: 999_999, version: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('dashboard entry lists and bulk actions', () => {
  it('finds duplicates by folded title, type and year unless marked not a duplicate', async () => {
    const a = await buildEntry(ctx.db, { title: 'Nosferatu', releasedAt: '1922-03-04' });
    const b = await buildEntry(ctx.db, { title: 'NOSFÉRATU', releasedAt: '1922-10-01' });
    await buildEntry(ctx.db, { title: 'Nosferatu', releasedAt: '1979-01-01' });
    const res = await call('GET', '/api/dashboard/entries?list=duplicated&search=nosferatu', admin);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    const bulk = await call('POST', '/api/dashboard/entries/bulk', admin, {
      action: 'notDuplicate',
      ids: [a.id],
    });
    expect(bulk.statusCode).toBe(200);
    const after = await call('GET', '/api/dashboard/entries?list=duplicated&search=nosferatu', admin);
    expect(after.json().total).toBe(0);
  });

  it('searches, filters, pages by 50 and hides DL/views below moderators', async () => {
    for (let i = 0; i < 3; i++) await buildEntry(ctx.db, { title: `Metropolis ${i}`, type: 'series' });
    const res = await call(
      'GET',
      '/api/dashboard/entries?search=metropolis&type=series&sortBy=title&sortOrder=asc',
      mod,
    );
    expect(res.json()).toMatchObject({ total: 3, per_page: 50, current_page: 1 });
    expect(res.json().data[0]).toMatchObject({ title: 'Metropolis 0', downloads: 0 });
    const exact = await call('GET', '/api/dashboard/entries?search=metropolis%201&exact=1', upper);
    expect(exact.json().data).toHaveLength(1);
    expect(exact.json().data[0].downloads).toBeNull();
    expect((await call('GET', '/api/dashboard/entries?list=bogus', admin)).statusCode).toBe(400);
    const noRelease = await call('GET', '/api/dashboard/entries?list=norelease&search=metropolis', admin);
    expect(noRelease.json().total).toBe(3);
  });

  it('trashes, restores and force deletes; several ids and force only for admins', async () => {
    const x = await buildEntry(ctx.db, { title: 'Trash Me' });
    const y = await buildEntry(ctx.db, { title: 'Trash Me Too' });
    expect(
      (await call('POST', '/api/dashboard/entries/bulk', upper, { action: 'delete', ids: [x.id] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/dashboard/entries/bulk', mod, { action: 'delete', ids: [x.id, y.id] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/dashboard/entries/bulk', mod, { action: 'delete', ids: [x.id] })).statusCode,
    ).toBe(200);
    const deleted = await call('GET', '/api/dashboard/entries?list=deleted&search=trash%20me', mod);
    expect(deleted.json().data.map((r: { id: number }) => r.id)).toEqual([x.id]);
    expect(
      (await call('POST', '/api/dashboard/entries/bulk', mod, { action: 'restore', ids: [x.id] })).statusCode,
    ).toBe(200);
    await call('POST', '/api/dashboard/entries/bulk', admin, { action: 'delete', ids: [x.id, y.id] });
    expect(
      (await call('POST', '/api/dashboard/entries/bulk', mod, { action: 'forceDelete', ids: [x.id] }))
        .statusCode,
    ).toBe(403);
    const force = await call('POST', '/api/dashboard/entries/bulk', admin, {
      action: 'forceDelete',
      ids: [x.id, y.id],
    });
    expect(force.json().count).toBe(2);
    expect(await ctx.db.select().from(entries).where(eq(entries.id, x.id))).toHaveLength(0);
    expect(
      (await call('POST', '/api/dashboard/entries/bulk', admin, { action: 'delete', ids: [] })).json().errors,
    ).toEqual({
      ids: 'Keine Einträge ausgewählt.',
    });
  });

  it('counts exactly up to 10,000 matches and estimates above', async () => {
    await ctx.db.execute(
      `insert into entries (uid, title, slug, type) select 'bulk' || g, 'Massenware ' || g, 'm', 'music' from generate_series(1, 10050) g`,
    );
    await ctx.db.execute('analyze entries');
    const res = await call('GET', '/api/dashboard/entries?type=music', admin);
    expect(res.json().total).toBeGreaterThan(10_000);
    expect(res.json().data).toHaveLength(50);
    const few = await call('GET', '/api/dashboard/entries?search=Massenware%2010049', admin);
    expect(few.json().total).toBe(1);
  });

  it('allApps lists entries for the re-assign panel', async () => {
    const lama = await buildEntry(ctx.db, { title: 'Caminandes', description: 'Lama' });
    await buildRelease(ctx.db, { entryId: lama.id });
    await buildRelease(ctx.db, { entryId: lama.id });
    const res = await call(
      'GET',
      '/api/entry/allApps?sortBy=updated&sortOrder=desc&all&per_page=50&search=caminandes',
      upper,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().items.data[0]).toMatchObject({
      title: 'Caminandes',
      description: 'Lama',
      releases_count: 2,
    });
  });
});

describe('releases', () => {
  const rel = {
    fulltitle: 'Sintel.2010.German.1080p.WEB.x264-OPEN',
    type: 'movie',
    size: 1234,
    lang: ['de'],
  };

  it('create, update (403 for others, 409 stale), trash, restore, force delete', async () => {
    const entry = await buildEntry(ctx.db, { title: 'Sintel Releases' });
    const created = await call('POST', '/api/release/create', upper, {
      ...rel,
      entry_id: entry.id,
      links: { ddownload: ['https://ddownload.com/x'] },
    });
    expect(created.statusCode).toBe(200);
    const r = created.json().item;
    expect(r).toMatchObject({ user: { id: upperId, username: 'uploader' }, source: 'manual', version: 1 });

    const foreign = await call('POST', '/api/release/update', upper2, { ...rel, id: r.id, version: 1 });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Du darfst nur deine eigenen Releases ändern.');
    expect(
      (await call('POST', '/api/release/update', upper, { ...rel, id: r.id, version: 1, user_id: modId }))
        .statusCode,
    ).toBe(403);
    const updated = await call('POST', '/api/release/update', mod, {
      ...rel,
      id: r.id,
      version: 1,
      group: 'OPEN',
    });
    expect(updated.json().item).toMatchObject({ group: 'OPEN', version: 2 });
    expect(
      (await call('POST', '/api/release/update', upper, { ...rel, id: r.id, version: 1 })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', '/api/release/update', upper, { ...rel, id: r.id, version: 2, size: 1.5 })).json()
        .errors,
    ).toEqual({
      size: 'Die Größe besteht nur aus Ziffern.',
    });

    expect((await call('POST', '/api/release/delete?force', upper, { id: r.id })).statusCode).toBe(409);
    expect((await call('POST', '/api/release/delete', upper, { ids: [r.id] })).json().message).toBe(
      '1 Release(s) in den Papierkorb verschoben.',
    );
    const trash = await call('GET', '/api/release/deleted', upper);
    expect(trash.json().data.map((x: { id: number }) => x.id)).toContain(r.id);
    expect((await call('GET', '/api/release/deleted', upper2)).json().total).toBe(0);
    expect(
      (await call('POST', '/api/release/restore', upper, { id: r.id })).json().item.deleted_at,
    ).toBeNull();
    await call('POST', '/api/release/delete', upper, { id: r.id });
    expect((await call('POST', '/api/release/delete?force', upper, { id: r.id })).statusCode).toBe(200);
    expect(await ctx.db.select().from(releases).where(eq(releases.id, r.id))).toHaveLength(0);
  });

  it('upper sees only own releases on an entry, moderators all', async () => {
    const entry = await buildEntry(ctx.db);
    await buildRelease(ctx.db, { entryId: entry.id, userId: modId });
    const none = await call('GET', `/api/release/ofEntry/${entry.id}`, upper);
    expect(none.json()).toEqual({ items: [], message: "You don't have any Releases for this Entry" });
    await buildRelease(ctx.db, { entryId: entry.id, userId: upperId });
    expect((await call('GET', `/api/release/ofEntry/${entry.id}`, upper)).json().items).toHaveLength(1);
    expect((await call('GET', `/api/release/ofEntry/${entry.id}`, mod)).json().items).toHaveLength(2);
  });

  it('crypted links: admin only, only complete rows kept', async () => {
    const r = await buildRelease(ctx.db, { userId: upperId });
    const payload = {
      id: r.id,
      crypted_links: { ddownload: 'https://filecrypt.cc/Container/ABCDE.html', rapidgator: '' },
      options: { check: { ddownload: 'https://filecrypt.cc/Stat/ABCDE.png', rapidgator: 'https://x/y.png' } },
    };
    expect((await call('POST', '/api/release/update/cryptedLinks', mod, payload)).statusCode).toBe(403);
    const res = await call('POST', '/api/release/update/cryptedLinks', admin, payload);
    expect(res.json().item.crypted_links).toEqual({ ddownload: 'https://filecrypt.cc/Container/ABCDE.html' });
    expect(res.json().item.options.check).toEqual({ ddownload: 'https://filecrypt.cc/Stat/ABCDE.png' });
  });

  it('re-assigns to another entry, refuses the current one', async () => {
    const from = await buildEntry(ctx.db, { title: 'Alt' });
    const to = await buildEntry(ctx.db, { title: 'Neu' });
    const r = await buildRelease(ctx.db, { entryId: from.id, userId: upperId });
    const same = await call('POST', '/api/release/reassignToEntry', upper, { id: r.id, entry_id: from.id });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Release already assigned to Alt');
    expect(
      (await call('POST', '/api/release/reassignToEntry', upper2, { id: r.id, entry_id: to.id })).statusCode,
    ).toBe(403);
    const ok = await call('POST', '/api/release/reassignToEntry', upper, { id: r.id, entry_id: to.id });
    expect(ok.json()).toMatchObject({ success: true, entry_id: to.id });
    const [row] = await ctx.db.select().from(releases).where(eq(releases.id, r.id));
    expect(row?.entryId).toBe(to.id);
  });

  it('sends a release to the Telegram channel through the Bot API', async () => {
    const entry = await buildEntry(ctx.db, { title: 'Tears <of> Steel', releasedAt: '2012-09-26' });
    const r = await buildRelease(ctx.db, {
      entryId: entry.id,
      userId: upperId,
      fulltitle: 'Tears.of.Steel.2012.1080p',
    });
    expect((await call('POST', '/api/release/sendToTelegram', upper2, { id: r.id })).statusCode).toBe(403);
    const res = await call('POST', '/api/release/sendToTelegram', upper, { id: r.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().release).toEqual({ fulltitle: 'Tears.of.Steel.2012.1080p' });
    const sent = telegram.messages.at(-1);
    expect(sent?.parse_mode).toBe('HTML');
    expect(sent?.text).toContain('<b>Tears.of.Steel.2012.1080p</b>');
    expect(sent?.text).toContain('Tears &lt;of&gt; Steel (2012)');
    expect(sent?.text).toContain(`https://regal.example/detail/${entry.uid}/`);
  });
});

describe('lookups, media, home', () => {
  it('countries from i18n-iso-countries, German by default', async () => {
    const res = await call('GET', '/api/countries/all', upper);
    const list = res.json().countries as { alpha2: string; name: string }[];
    expect(list.find((c) => c.alpha2 === 'de')?.name).toBe('Deutschland');
    const en = await call('GET', '/api/countries/all', { ...upper, 'accept-language': 'en' });
    expect(
      (en.json().countries as { alpha2: string; name: string }[]).find((c) => c.alpha2 === 'de')?.name,
    ).toBe('Germany');
  });

  it('assignable users for moderators', async () => {
    const res = await call('GET', '/api/members/getUsersToAssign', mod);
    expect(res.json().items.map((u: { username: string }) => u.username)).toContain('uploader');
  });

  it('uploads an image, re-encodes it to WebP in the database and serves it with caching', async () => {
    const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const boundary = '----regal';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/media/upload?kind=poster',
      headers: { ...upper, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ width: 40, height: 60 });
    const file = await ctx.app.inject({ method: 'GET', url: res.json().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const fake = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\n\r\n`),
      Buffer.from('not an image'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/media/upload?kind=poster',
      headers: { ...upper, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: fake,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/media/file/1-0000000000000000.webp' })).statusCode,
    ).toBe(404);
  });

  it('dashboard home: 30 days of figures, queues and newest staff actions', async () => {
    const res = await call('GET', '/api/dashboard/home', upper);
    expect(res.statusCode).toBe(200);
    const home = res.json();
    expect(home.days).toHaveLength(30);
    expect(home.days.at(-1).entries).toBeGreaterThan(0);
    expect(home.queues.notverified).toBeGreaterThan(0);
    expect(home.recent.length).toBeGreaterThan(0);
  });
});
