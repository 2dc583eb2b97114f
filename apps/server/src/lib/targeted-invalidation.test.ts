import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { buildEntry, buildUser } from '../db/seed/factories.ts';
import { authHeaders } from '../modules/auth/testing.ts';

/**
 * Invalidation by what changed (decision 050), through two app processes on one database: the
 * writer answers the writes, the reader has cached everything before. The poll is a minute, so only
 * the notification and the change log carry what moved.
 */
let writer: FastifyInstance;
let reader: FastifyInstance;
let admin: Record<string, string>;
let member: Record<string, string>;
let writerDb: DatabaseHandle['db'];
let closeAll = async () => {};

beforeAll(async () => {
  const database = await openTestDatabase();
  const second: DatabaseHandle = database.url ? await openPostgres(database.url, 4) : database;
  const config = () =>
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      CATALOGUE_POLL_MS: '60000',
    });
  writerDb = database.db;
  writer = await buildApp({ config: config(), db: database.db });
  reader = await buildApp({ config: config(), db: second.db });
  await Promise.all([writer.ready(), reader.ready()]);
  admin = await authHeaders(database.db, await buildUser(database.db, { role: 'admin' }));
  member = await authHeaders(database.db, await buildUser(database.db, { username: 'rezensentin' }));
  closeAll = async () => {
    await reader.close();
    await writer.close();
    if (second !== database) await second.close();
    await database.close();
  };
  // Two apps on one fresh database: slow on a loaded machine.
}, 300_000);
afterAll(() => closeAll());

/** Until the reader knows the writer's catalogue version (the notification arrived and was applied). */
async function readerCaughtUp() {
  const target = writer.answerCache.stats().catalogueVersion;
  await vi.waitFor(() => expect(reader.answerCache.stats().catalogueVersion).toBeGreaterThanOrEqual(target), {
    timeout: 20_000,
    interval: 20,
  });
}

/** Reads `url` through the reader twice: the second comes from its cache. */
async function warm(url: string) {
  await reader.inject({ url });
  return reader.inject({ url });
}

async function entryNamed(title: string) {
  const created = await writer.inject({
    method: 'POST',
    url: '/api/entry/create',
    headers: admin,
    payload: { title, type: 'movie', released_at: '2020-01-01' },
  });
  expect(created.statusCode).toBe(200);
  await readerCaughtUp();
  return created.json().item as { id: number; uid: string };
}

describe('a write drops what it touched, in every process (decision 050)', () => {
  it('a review of one entry leaves the other entries’ answers in place', async () => {
    const reviewed = await entryNamed('Tears of Steel');
    const other = await entryNamed('Cosmos Laundromat');
    const otherDetail = `/api/entries/${other.uid}`;
    const otherSearch = '/api/start/search?q=laundromat';
    expect((await warm(otherDetail)).headers['x-answer-cache']).toBe('hit');
    expect((await warm(otherSearch)).headers['x-answer-cache']).toBe('hit');
    expect((await warm(`/api/entries/${reviewed.uid}`)).json().rating).toBeNull();

    const saved = await writer.inject({
      method: 'POST',
      url: '/api/reviews/save',
      headers: member,
      payload: {
        entry_id: reviewed.id,
        title: 'Sehr schön',
        content: 'Ein schöner Film mit tollen Bildern.',
        rating: 8,
      },
    });
    expect(saved.statusCode).toBe(200);
    await readerCaughtUp();
    expect((await reader.inject({ url: `/api/entries/${reviewed.uid}` })).json().rating).toBe(8);
    expect((await reader.inject({ url: otherDetail })).headers['x-answer-cache']).toBe('hit');
    const search = await reader.inject({ url: otherSearch });
    expect(search.headers['x-answer-cache']).toBe('hit');
    expect(search.body).toContain(other.uid);
  });

  it('after every kind of write the next read through the other process shows it', async () => {
    const entry = await entryNamed('Sintel');
    const detail = `/api/entries/${entry.uid}`;
    const search = '/api/start/search?q=sintel';
    await warm(detail);
    await warm(search);
    await warm('/api/entries/type/movie');

    // A title edit: the detail, the search and the type listing.
    const edited = await writer.inject({
      method: 'POST',
      url: '/api/entry/update',
      headers: admin,
      payload: { title: 'Sintel Director’s Cut', type: 'movie', id: entry.id, version: 1 },
    });
    expect(edited.statusCode).toBe(200);
    await readerCaughtUp();
    expect((await reader.inject({ url: detail })).json().title).toBe('Sintel Director’s Cut');
    expect((await reader.inject({ url: search })).body).toContain('Sintel Director’s Cut');
    expect((await reader.inject({ url: '/api/entries/type/movie' })).body).toContain('Sintel Director’s Cut');

    // A type change: it leaves one type's listing and joins another's.
    await warm('/api/entries/type/series');
    const moved = await writer.inject({
      method: 'POST',
      url: '/api/entry/update',
      headers: admin,
      payload: { title: 'Sintel Director’s Cut', type: 'series', id: entry.id, version: 2 },
    });
    expect(moved.statusCode).toBe(200);
    await readerCaughtUp();
    expect((await reader.inject({ url: '/api/entries/type/series' })).body).toContain(entry.uid);
    expect((await reader.inject({ url: '/api/entries/type/movie' })).body).not.toContain(entry.uid);

    // A release added: the detail and the entry's card in the search.
    await warm(detail);
    const release = await writer.inject({
      method: 'POST',
      url: '/api/release/create',
      headers: admin,
      payload: { entry_id: entry.id, fulltitle: 'Sintel.2010.German.1080p.WEB.x264-REGAL', type: 'movie' },
    });
    expect(release.statusCode).toBe(200);
    await readerCaughtUp();
    expect((await reader.inject({ url: detail })).body).toContain('Sintel.2010.German.1080p.WEB.x264-REGAL');
  });
});

describe('a new release and the title searches (issue 35)', () => {
  /** Until the reader's title index answers searches (not SQL), so its answers name their ties. */
  async function readerIndexAnswers() {
    await vi.waitFor(
      async () => {
        const metrics = await reader.inject({ url: '/metrics' });
        expect(metrics.body).toMatch(/^regal_title_index_answering 1$/m);
      },
      { timeout: 30_000, interval: 50 },
    );
  }

  async function releaseOf(entryId: number, fulltitle: string) {
    const release = await writer.inject({
      method: 'POST',
      url: '/api/release/create',
      headers: admin,
      payload: { entry_id: entryId, fulltitle, type: 'movie' },
    });
    expect(release.statusCode).toBe(200);
    await readerCaughtUp();
  }

  it('drops a title search only for a release of an entry tied with what its page reaches', async () => {
    const elsewhere = await entryNamed('Elephants Dream');
    await entryNamed('Big Buck Bunny');
    // "caminandes": 22 title prefixes tie (one group, the page of 21 reaches it); the titles that only
    // hold the word rank after that group, so no release of theirs can bring them onto page 1.
    const tied = [];
    for (let n = 1; n <= 22; n++) tied.push(await buildEntry(writerDb, { title: `Caminandes Kapitel ${n}` }));
    const beyond = [];
    for (let n = 1; n <= 3; n++)
      beyond.push(await buildEntry(writerDb, { title: `Der Film Caminandes ${n}` }));
    await entryNamed('Caminandes');
    await readerIndexAnswers();

    const whole = '/api/start/search?q=bunny';
    const paged = '/api/start/search?q=caminandes';
    const wholeAnswer = await warm(whole);
    expect(wholeAnswer.headers['x-answer-cache']).toBe('hit');
    expect(wholeAnswer.json().total).toBe(wholeAnswer.json().data.length);
    const pagedAnswer = await warm(paged);
    expect(pagedAnswer.headers['x-answer-cache']).toBe('hit');
    const shown: string[] = pagedAnswer.json().data.map((card: { title: string }) => card.title);
    expect(pagedAnswer.json().total).toBe(26);
    expect(shown).toHaveLength(21);
    expect(shown[0]).toBe('Caminandes');
    expect(shown.filter((title) => title.startsWith('Der Film'))).toEqual([]);

    // Neither a match of either search nor tied with a page: both stay.
    await releaseOf(elsewhere.id, 'Elephants.Dream.2006.German.720p.WEB.x264-REGAL');
    expect((await reader.inject({ url: whole })).headers['x-answer-cache']).toBe('hit');
    expect((await reader.inject({ url: paged })).headers['x-answer-cache']).toBe('hit');

    // A match past the page's groups: its newest release cannot bring it onto the page.
    await releaseOf(
      (beyond[0] as { id: number }).id,
      'Der.Film.Caminandes.1.2013.German.720p.WEB.x264-REGAL',
    );
    expect((await reader.inject({ url: paged })).headers['x-answer-cache']).toBe('hit');

    // The one tied entry the page does not show: its release moves it onto the page.
    const hidden = tied.find((entry) => !shown.includes(entry.title)) as { id: number; title: string };
    await releaseOf(hidden.id, 'Caminandes.Kapitel.2013.German.720p.WEB.x264-REGAL');
    const after = await reader.inject({ url: paged });
    expect(after.headers['x-answer-cache']).not.toBe('hit');
    expect(after.json().data.map((card: { title: string }) => card.title)).toContain(hidden.title);
    expect((await reader.inject({ url: whole })).headers['x-answer-cache']).toBe('hit');
  });

  it('drops a title search whose ties nobody named only for a release of one of its matches', async () => {
    // A year filter keeps the search out of the title index: SQL orders it, and names no tie reach.
    const matches = [];
    for (let n = 1; n <= 22; n++)
      matches.push(
        await buildEntry(writerDb, { title: `Sprite Fright Folge ${n}`, releasedAt: '2021-10-29' }),
      );
    const other = await buildEntry(writerDb, { title: 'Cosmos Laundromat', releasedAt: '2015-08-10' });
    await entryNamed('Tears of Steel');
    await readerIndexAnswers();

    const url = '/api/start/search?q=sprite&years=2000-2030';
    const before = await warm(url);
    expect(before.headers['x-answer-cache']).toBe('hit');
    expect(before.json().total).toBe(22);
    const shown: string[] = before.json().data.map((card: { title: string }) => card.title);
    expect(shown).toHaveLength(21);

    // Not a match: the page stays.
    await releaseOf(other.id, 'Cosmos.Laundromat.2015.German.1080p.WEB.x264-REGAL');
    expect((await reader.inject({ url })).headers['x-answer-cache']).toBe('hit');

    // The match the page does not show: its release puts it first among its equals, onto the page.
    const hidden = matches.find((entry) => !shown.includes(entry.title)) as { id: number; title: string };
    await releaseOf(hidden.id, 'Sprite.Fright.2021.German.1080p.WEB.x264-REGAL');
    const after = await reader.inject({ url });
    expect(after.headers['x-answer-cache']).not.toBe('hit');
    expect(after.json().data.map((card: { title: string }) => card.title)).toContain(hidden.title);
  });
});

describe('a hide or trash leaves every channel at once (issue 32 item 12)', () => {
  const channels = (uid: string) => ({
    detail: `/api/entries/${uid}`,
    search: '/api/start/search?q=glasshalf',
    listing: '/api/entries/type/movie',
    latest: '/api/entries/latest',
    feed: '/feed',
    typeFeed: '/feed/type/movie',
    sitemap: '/sitemaps/entries-1.xml',
    card: `/api/media/og/${uid}.png`,
    cover: `/api/media/cover/${uid}.webp`,
    coverSvg: `/api/media/cover/${uid}.svg`,
    backdrop: `/api/media/backdrop/${uid}/1.webp`,
  });

  async function expectGone(uid: string) {
    const urls = channels(uid);
    for (const url of [urls.detail, urls.card, urls.cover, urls.coverSvg, urls.backdrop])
      expect((await reader.inject({ url })).statusCode, url).toBe(404);
    for (const url of [urls.search, urls.listing, urls.latest, urls.feed, urls.typeFeed, urls.sitemap]) {
      const res = await reader.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(uid);
    }
  }

  async function expectShown(uid: string) {
    const urls = channels(uid);
    for (const url of Object.values(urls)) {
      const res = await reader.inject({ url });
      expect(res.statusCode, url).toBe(200);
      if (!url.includes('/media/')) expect(res.body, url).toContain(uid);
    }
  }

  for (const [action, undo] of [
    ['disable', 'activate'],
    ['delete', 'restore'],
  ] as const) {
    it(`${action}: the API's pages, search, listings, feeds, sitemap, share card, cover and backdrop`, async () => {
      const entry = await entryNamed('Glasshalf');
      const urls = channels(entry.uid);
      // Every channel has it, and has kept it (the feeds, sitemap and share card for minutes before).
      for (const url of Object.values(urls)) await warm(url);
      await expectShown(entry.uid);

      const bulk = (kind: string) =>
        writer.inject({
          method: 'POST',
          url: '/api/dashboard/entries/bulk',
          headers: admin,
          payload: { action: kind, ids: [entry.id] },
        });
      expect((await bulk(action)).statusCode).toBe(200);
      await readerCaughtUp();
      await expectGone(entry.uid);
      // Caches in front keep a picture or a feed for minutes at most, not a day.
      for (const url of [urls.feed, urls.sitemap]) {
        const control = String((await reader.inject({ url })).headers['cache-control']);
        expect(Number(/max-age=(\d+)/.exec(control)?.[1]), url).toBeLessThanOrEqual(300);
      }
      expect((await bulk(undo)).statusCode).toBe(200);
      await readerCaughtUp();
      await expectShown(entry.uid);
      const cover = await reader.inject({ url: urls.cover });
      expect(Number(/max-age=(\d+)/.exec(String(cover.headers['cache-control']))?.[1])).toBeLessThanOrEqual(
        300,
      );
      expect(String(cover.headers['cache-control'])).not.toContain('stale-while-revalidate');
      // Out again (to the trash) for the next round.
      expect((await bulk('delete')).statusCode).toBe(200);
      await readerCaughtUp();
    });
  }
});

describe('a change that may show a little late: the old answer only while the new one is computed (issue 35)', () => {
  /** Two reads of `url` through the reader at once: the first computes, the second arrives meanwhile. */
  const together = (url: string) => Promise.all([reader.inject({ url }), reader.inject({ url })]);

  it('a review: the next reader gets the new answer; one arriving meanwhile gets the old one, marked stale', async () => {
    const entry = await entryNamed('Spring');
    const detail = `/api/entries/${entry.uid}`;
    expect((await warm(detail)).json().rating).toBeNull();
    const saved = await writer.inject({
      method: 'POST',
      url: '/api/reviews/save',
      headers: member,
      payload: {
        entry_id: entry.id,
        title: 'Frühling',
        content: 'Ein Film über den Frühling, sehr schön.',
        rating: 6,
      },
    });
    expect(saved.statusCode).toBe(200);
    await readerCaughtUp();
    const [first, second] = await together(detail);
    expect(first.headers['x-answer-cache']).toBe('miss');
    expect(first.json().rating).toBe(6);
    expect(second.headers['x-answer-cache']).toBe('stale');
    expect(second.json().rating).toBeNull();
    const after = await reader.inject({ url: detail });
    expect(after.headers['x-answer-cache']).toBe('hit');
    expect(after.json().rating).toBe(6);
  });

  it('a hide: nobody gets the old answer, not even while the new one is computed', async () => {
    const entry = await entryNamed('Caminandes');
    const detail = `/api/entries/${entry.uid}`;
    expect((await warm(detail)).headers['x-answer-cache']).toBe('hit');
    const hidden = await writer.inject({
      method: 'POST',
      url: '/api/dashboard/entries/bulk',
      headers: admin,
      payload: { action: 'disable', ids: [entry.id] },
    });
    expect(hidden.statusCode).toBe(200);
    await readerCaughtUp();
    const answers = await together(detail);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404]);
  });
});
