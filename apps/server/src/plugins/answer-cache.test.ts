import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { catalogueVersion, entries, releases, requests, requestVotes } from '../db/schema/index.ts';
import { buildEntry, buildRelease, buildUser } from '../db/seed/factories.ts';
import { authHeaders } from '../modules/auth/testing.ts';
import { subjectOf } from './access.ts';

type Headers = Record<string, string>;
let app: FastifyInstance;
let db: Database;
let admin: Headers;
let mod: Headers;
let member: Headers;
let closeAll = async () => {};

beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  // A long poll: whatever empties the cache here is the write check or the notification.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    CATALOGUE_POLL_MS: '60000',
  });
  app = await buildApp({ config, db });
  // A public route whose answer differs by who asks: the case the visibility class exists for.
  app.get(
    '/api/test/visibility',
    { config: { access: 'public', answerCache: true }, schema: { hide: true } },
    async (request) => {
      const subject = subjectOf(request);
      const staff = subject?.role === 'admin' || subject?.role === 'mod';
      return { who: subject?.role ?? 'guest', ...(staff ? { staff_note: 'nur für das Team' } : {}) };
    },
  );
  await app.ready();
  admin = await authHeaders(db, await buildUser(db, { role: 'admin', username: 'cache_admin' }));
  mod = await authHeaders(db, await buildUser(db, { role: 'mod', username: 'cache_mod' }));
  member = await authHeaders(db, await buildUser(db, { role: 'user', username: 'cache_member' }));
  closeAll = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => closeAll());

const get = (url: string, headers: Headers = {}) => app.inject({ method: 'GET', url, headers });
const versionNow = async () =>
  (await db.select().from(catalogueVersion).where(eq(catalogueVersion.id, 1)))[0]?.version ?? -1;
/** Waits until this process has heard of the test's own direct writes (factories write outside requests). */
const settled = async () => {
  const version = await versionNow();
  expect(await waitFor(async () => app.answerCache.stats().catalogueVersion >= version)).toBe(true);
};

describe('answer cache: hits', () => {
  it('answers a repeated public read from the stored bytes with a strong ETag (304 on If-None-Match)', async () => {
    await buildRelease(db, { entryId: (await buildEntry(db, { title: 'Cosmos Laundromat' })).id });
    await settled();
    const first = await get('/api/entries/latest?limit=12');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-answer-cache']).toBe('miss');
    const second = await get('/api/entries/latest?limit=12');
    expect(second.headers['x-answer-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toContain('application/json');
    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(etag).toBe(first.headers.etag);
    const again = await get('/api/entries/latest?limit=12', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(second.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=30');
    expect(String(second.headers.vary)).toContain('Accept-Language');
  });

  it('keeps brotli and gzip of a large answer, each made when a client first takes it', async () => {
    for (let i = 0; i < 8; i += 1) await buildRelease(db, { entryId: (await buildEntry(db)).id });
    await settled();
    const plain = await get('/api/entries/latest?limit=30');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const identityOnly = app.answerCache.stats().bytes;
    const br = await get('/api/entries/latest?limit=30', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['x-answer-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // The brotli bytes are kept and counted against the bound.
    const withBrotli = app.answerCache.stats().bytes;
    expect(withBrotli).toBe(identityOnly + br.rawPayload.length);
    const again = await get('/api/entries/latest?limit=30', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(app.answerCache.stats().bytes).toBe(withBrotli);
    const gz = await get('/api/entries/latest?limit=30', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(app.answerCache.stats().bytes).toBe(withBrotli + gz.rawPayload.length);
    // One representation, one strong tag each; a conditional request with any of them is a 304.
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const cond = await get('/api/entries/latest?limit=30', {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(cond.statusCode).toBe(304);
  });

  it('keys by the normalised query and the language', async () => {
    await get('/api/entries/type/movie?page=1&sortBy=latest');
    const reordered = await get('/api/entries/type/movie?sortBy=latest&page=1');
    expect(reordered.headers['x-answer-cache']).toBe('hit');
    const english = await get('/api/entries/type/movie?sortBy=latest&page=1', { 'accept-language': 'en' });
    expect(english.headers['x-answer-cache']).toBe('miss');
  });

  it('never keeps an error answer', async () => {
    expect((await get('/api/entries/nosuchentry1')).statusCode).toBe(404);
    const again = await get('/api/entries/nosuchentry1');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-answer-cache']).toBe('miss');
    expect((await get('/api/entries/type/movie?page=0')).statusCode).toBe(400);
  });

  it('shares one computation among concurrent misses (single flight)', async () => {
    const before = app.answerCache.stats();
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/api/actors/featured?limit=7')));
    const after = app.answerCache.stats();
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(7);
    expect(after.entries).toBeGreaterThan(0);
    expect(after.bytes).toBeGreaterThan(0);
  });
});

describe('answer cache: visibility', () => {
  it('never gives a guest a staff answer, nor staff a guest answer', async () => {
    // Staff first: the guest asking next must not get the staff-only field.
    const staff = await get('/api/test/visibility', admin);
    expect(staff.json()).toEqual({ who: 'admin', staff_note: 'nur für das Team' });
    expect(staff.headers['cache-control']).toBe('private, no-cache');
    const guest = await get('/api/test/visibility');
    expect(guest.json()).toEqual({ who: 'guest' });
    expect(guest.body).not.toContain('staff_note');
    expect(guest.headers['cache-control']).toContain('public');
    // Both are now stored; each class keeps getting its own.
    expect((await get('/api/test/visibility')).json()).toEqual({ who: 'guest' });
    const staffAgain = await get('/api/test/visibility', admin);
    expect(staffAgain.headers['x-answer-cache']).toBe('hit');
    expect(staffAgain.json().staff_note).toBe('nur für das Team');
    expect((await get('/api/test/visibility', member)).json()).toEqual({ who: 'user' });
    expect((await get('/api/test/visibility', mod)).json()).toEqual({
      who: 'mod',
      staff_note: 'nur für das Team',
    });
    expect((await get('/api/test/visibility')).body).not.toContain('staff_note');
  });

  it('keeps the REQ list (it marks the caller’s own votes) out of the cache', async () => {
    const list = await get('/api/start/search?mode=req', member);
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-answer-cache']).toBeUndefined();
    expect((await get('/api/start/search?mode=req', member)).headers['x-answer-cache']).toBeUndefined();
  });

  it("never hands one member's REQ list to another, however the query is spelled", async () => {
    // Issue 32: `?a=?&mode=req` was read as the query `a=` (split at the second `?`): bob got
    // alice's `voted: true` from the shared cache.
    const [request] = await db
      .insert(requests)
      .values({ fulltitle: 'Cache.Request.2024.German.WEB-GRP' })
      .returning();
    const aliceRow = await buildUser(db, { username: 'cache_alice' });
    const alice = await authHeaders(db, aliceRow);
    const bob = await authHeaders(db, await buildUser(db, { username: 'cache_bob' }));
    await db.insert(requestVotes).values({ requestId: request?.id ?? 0, userId: aliceRow.id });
    const votedOf = (res: { json(): { data: { id: number; voted: boolean }[] } }) =>
      res.json().data.find((item) => item.id === request?.id)?.voted;
    for (const query of ['a=?&mode=req', 'a=%3F&mode=req', 'mode=%72eq', 'mode=req&a=?']) {
      const url = `/api/start/search?${query}&q=Cache.Request`;
      const mine = await get(url, alice);
      expect(mine.statusCode, query).toBe(200);
      expect(votedOf(mine), query).toBe(true);
      const theirs = await get(url, bob);
      expect(theirs.headers['x-answer-cache'], query).toBeUndefined();
      expect(votedOf(theirs), query).toBe(false);
    }
  });
});

describe('answer cache: the next read after a write shows it', () => {
  it('entry edits', async () => {
    const entry = (
      await app.inject({
        method: 'POST',
        url: '/api/entry/create',
        headers: admin,
        payload: { title: 'Tears of Steel', type: 'movie', released_at: '2012-09-26' },
      })
    ).json().item;
    const uid = entry.uid as string;
    expect((await get(`/api/entries/${uid}`)).json().title).toBe('Tears of Steel');
    expect((await get(`/api/entries/${uid}`)).headers['x-answer-cache']).toBe('hit');
    const edited = await app.inject({
      method: 'POST',
      url: '/api/entry/update',
      headers: admin,
      payload: { title: 'Tears of Steel (2012)', type: 'movie', id: entry.id, version: 1 },
    });
    expect(edited.statusCode).toBe(200);
    const next = await get(`/api/entries/${uid}`);
    expect(next.headers['x-answer-cache']).toBe('miss');
    expect(next.json().title).toBe('Tears of Steel (2012)');
  });

  it('releases: create, trash, and a report that hides one', async () => {
    const entry = await buildEntry(db, { title: 'Caminandes' });
    const detail = `/api/entries/${entry.uid}`;
    expect((await get(detail)).body).not.toContain('Caminandes.2013');
    const created = await app.inject({
      method: 'POST',
      url: '/api/release/create',
      headers: admin,
      payload: {
        entry_id: entry.id,
        fulltitle: 'Caminandes.2013.German.1080p.WEB.x264-OPEN',
        type: 'movie',
        size: 1234,
        lang: ['de'],
        links: { ddownload: ['https://ddownload.com/caminandes'] },
      },
    });
    expect(created.statusCode).toBe(200);
    const release = created.json().item;
    expect((await get(detail)).body).toContain('Caminandes.2013');
    expect((await get(detail)).headers['x-answer-cache']).toBe('hit');

    const reported = await app.inject({
      method: 'POST',
      url: '/api/report/create',
      payload: { item_type: 'release', uid: release.uid, reason: 'dead_link' },
    });
    expect(reported.statusCode).toBe(200);
    const hidden = await app.inject({
      method: 'POST',
      url: '/api/report/decide',
      headers: mod,
      payload: { item_type: 'release', item_id: release.id, decision: 'hide', reason: 'Defekt' },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await get(detail)).body).not.toContain('Caminandes.2013');

    await db.update(releases).set({ moderation: 'approved' }).where(eq(releases.id, release.id));
    const back = await waitFor(async () => (await get(detail)).body.includes('Caminandes.2013'));
    expect(back).toBe(true);
    const trashed = await app.inject({
      method: 'POST',
      url: '/api/release/delete',
      headers: admin,
      payload: { id: release.id },
    });
    expect(trashed.statusCode).toBe(200);
    expect((await get(detail)).body).not.toContain('Caminandes.2013');
  });

  it('settings shown to visitors', async () => {
    expect((await get('/api/core/settings')).json().ad_link).toBeNull();
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/settings/app',
      headers: admin,
      payload: { values: { AD_LINK_URL: 'https://example.org/werbung' } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/core/settings')).json().ad_link.url).toBe('https://example.org/werbung');
  });

  it('content pages', async () => {
    const about = await get('/api/pages/about');
    expect(about.statusCode).toBe(200);
    const { id } = about.json();
    const saved = await app.inject({
      method: 'PATCH',
      url: `/api/page/${id}`,
      headers: admin,
      payload: { title: 'Über uns', body: '<p>Neuer Text über Regal.</p>' },
    });
    expect(saved.statusCode).toBe(200);
    const next = await get('/api/pages/about');
    expect(next.json().title).toBe('Über uns');
    expect(next.body).toContain('Neuer Text über Regal.');
  });

  it('search pages', async () => {
    const entry = await buildEntry(db, { title: 'Elephants Dream' });
    const url = '/api/start/search?q=elephants';
    expect((await get(url)).json().data.map((e: { uid: string }) => e.uid)).toContain(entry.uid);
    const renamed = await app.inject({
      method: 'POST',
      url: '/api/entry/update',
      headers: admin,
      payload: { title: 'Orange Dream', type: 'movie', id: entry.id, version: 1 },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get(url)).json().data.map((e: { uid: string }) => e.uid)).not.toContain(entry.uid);
  });

  it('writes outside a request (a job) reach the cache through the notification', async () => {
    const entry = await buildEntry(db, { title: 'Big Buck Bunny' });
    await settled();
    const detail = `/api/entries/${entry.uid}`;
    expect((await get(detail)).statusCode).toBe(200);
    expect((await get(detail)).headers['x-answer-cache']).toBe('hit');
    await db.update(entries).set({ active: false }).where(eq(entries.id, entry.id));
    expect(await waitFor(async () => (await get(detail)).statusCode === 404)).toBe(true);
  });
});

describe('catalogue version', () => {
  it('moves once per writing transaction, and not for download counters', async () => {
    const entry = await buildEntry(db);
    const start = await versionNow();
    await db
      .update(entries)
      .set({ downloads: sql`${entries.downloads} + 1` })
      .where(eq(entries.id, entry.id));
    await db.update(entries).set({ views: 5 }).where(eq(entries.id, entry.id));
    expect(await versionNow()).toBe(start);
    await db.transaction(async (tx) => {
      await tx.update(entries).set({ description: 'eins' }).where(eq(entries.id, entry.id));
      await tx.update(entries).set({ description: 'zwei' }).where(eq(entries.id, entry.id));
      await buildRelease(tx as unknown as Database, { entryId: entry.id });
    });
    expect(await versionNow()).toBe(start + 1);
    // Every table a public answer reads moves it.
    for (const statement of [
      sql`update releases set fulltitle = fulltitle || '.x' where entry_id = ${entry.id}`,
      sql`insert into actors (name, slug) values ('Colin Levy', 'colin-levy-cache')`,
      sql`update pages set title = title where slug = 'about'`,
      sql`insert into app_settings (key, value) values ('SITE_NAME', 'Regal Test')`,
      sql`update users set username = 'cache_member_renamed' where username = 'cache_member'`,
    ]) {
      const before = await versionNow();
      await db.execute(statement);
      expect(await versionNow()).toBe(before + 1);
    }
  });
});

/** `ms` only bounds a failing wait (a loaded CI machine may need seconds for a notification). */
async function waitFor(check: () => Promise<boolean>, ms = 20_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}
