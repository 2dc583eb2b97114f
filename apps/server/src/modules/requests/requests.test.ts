import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';
import { BOT_REQUESTS_PER_WINDOW } from './requests.service.ts';

const ctx = useTestApp();

let userHeaders: { authorization: string };
let otherHeaders: { authorization: string };
let modHeaders: { authorization: string };

const askBot = (title: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/irc', payload: { title }, headers });
const reqList = async (headers: Record<string, string> = {}, query = '') => {
  const res = await ctx.app.inject({ url: `/api/start/search?mode=req${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  userHeaders = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'fragesteller' }));
  otherHeaders = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'vielfrager' }));
  modHeaders = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'moderatorin', role: 'mod' }));
});

describe('bot requests (POST /api/irc)', () => {
  it('needs a login', async () => {
    const res = await askBot('Some.Movie.2024.German.1080p.WEB.x264-GRP');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/melde dich an/);
  });

  it('needs a name with a dot and a hyphen', async () => {
    for (const title of ['Some Movie 2024', 'Some.Movie.2024', 'Some-Movie', '']) {
      const res = await askBot(title, userHeaders);
      expect(res.statusCode, title).toBe(400);
      expect(res.json().errors.title).toMatch(/Nicht genügend Zeichen/);
    }
  });

  it('stores the request in the REQ list and says the bot is not connected', async () => {
    const res = await askBot('Some.Movie.2024.German.1080p.WEB.x264-GRP', userHeaders);
    expect(res.statusCode).toBe(200);
    // No IRC_URL in this app: stored only, and the answer says so.
    expect(res.json()).toEqual({
      message:
        'Anfrage für Some.Movie.2024.German.1080p.WEB.x264-GRP gespeichert. Der Bot ist nicht verbunden, sie steht nur in der REQ-Liste.',
      sent: false,
    });
    const list = await reqList();
    expect(list.data[0]).toMatchObject({
      fulltitle: 'Some.Movie.2024.German.1080p.WEB.x264-GRP',
      filled_at: null,
    });
  });

  it('answers in English when Accept-Language asks for it', async () => {
    const res = await askBot('English.Movie.2024.1080p.WEB.x264-GRP', {
      ...userHeaders,
      'accept-language': 'en-GB,en;q=0.8,de;q=0.5',
    });
    expect(res.json()).toEqual({
      message:
        'Request for English.Movie.2024.1080p.WEB.x264-GRP saved. The bot is not connected, it is only in the REQ list.',
      sent: false,
    });
    const short = await askBot('Short', { ...userHeaders, 'accept-language': 'en' });
    expect(short.json().errors.title).toBe(
      'Not enough characters: the release name needs a dot and a hyphen.',
    );
  });

  it('answers 429 with Retry-After once a user asked too often', async () => {
    for (let i = 0; i < BOT_REQUESTS_PER_WINDOW; i++) {
      expect((await askBot(`Flood.${i}.German.720p-GRP`, otherHeaders)).statusCode).toBe(200);
    }
    const res = await askBot('Flood.extra.German.720p-GRP', otherHeaders);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not held back by it.
    expect((await askBot('Another.Movie.2020.German.720p-GRP', userHeaders)).statusCode).toBe(200);
  });
});

describe('REQ list', () => {
  it('shows who asked to moderators only', async () => {
    const guest = await reqList();
    const user = await reqList(userHeaders);
    const mod = await reqList(modHeaders);
    expect(guest.data.every((r: { user: unknown }) => r.user === null)).toBe(true);
    expect(user.data.every((r: { user: unknown }) => r.user === null)).toBe(true);
    const usernames = new Set(mod.data.map((r: { user: { username: string } }) => r.user.username));
    expect(usernames).toEqual(new Set(['fragesteller', 'vielfrager']));
    // The flood, plus the German, the English and the "someone else" request of the tests above.
    expect(mod).toMatchObject({ mode: 'req', per_page: 50, total: BOT_REQUESTS_PER_WINDOW + 3 });
  });

  it('searches the requested names', async () => {
    const found = await reqList({}, '&q=flood 3');
    expect(found.data.map((r: { fulltitle: string }) => r.fulltitle)).toEqual(['Flood.3.German.720p-GRP']);
    expect(await reqList({}, '&q=nothing%20like%20this')).toMatchObject({ data: [], total: 0 });
  });
});

describe('REQ edit and delete', () => {
  /** The id of the request whose name starts with `prefix`. */
  const idOf = async (prefix: string) => {
    const list = await reqList({}, `&q=${encodeURIComponent(prefix)}`);
    return list.data.find((r: { fulltitle: string }) => r.fulltitle.startsWith(prefix)).id as number;
  };

  it('are for moderators only', async () => {
    const id = await idOf('Some.Movie.2024');
    for (const url of ['/api/req/update', '/api/req/delete']) {
      expect((await ctx.app.inject({ method: 'POST', url, payload: { id } })).statusCode).toBe(401);
      const res = await ctx.app.inject({ method: 'POST', url, payload: { id }, headers: userHeaders });
      expect(res.statusCode).toBe(403);
    }
  });

  it('fills a request with a release, which then comes with it for the cart', async () => {
    const entry = await buildEntry(ctx.db, { title: 'Some Movie', type: 'movie' });
    const release = await buildRelease(ctx.db, {
      entryId: entry.id,
      fulltitle: 'Some.Movie.2024.German.1080p.WEB.x264-GRP',
    });
    const id = await idOf('Some.Movie.2024');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/req/update',
      payload: { id, release_uid: release.uid, fulltitle: 'Some.Movie.2024.German.DL.1080p.WEB.x264-GRP' },
      headers: modHeaders,
    });
    expect(res.statusCode).toBe(200);
    const item = (await reqList({}, '&q=some movie')).data[0];
    expect(item.fulltitle).toBe('Some.Movie.2024.German.DL.1080p.WEB.x264-GRP');
    expect(item.filled_at).not.toBeNull();
    expect(item.release).toMatchObject({ uid: release.uid, entry: { title: 'Some Movie' } });

    const unfill = await ctx.app.inject({
      method: 'POST',
      url: '/api/req/update',
      payload: { id, filled: false, release_uid: null },
      headers: modHeaders,
    });
    expect(unfill.statusCode).toBe(200);
    expect((await reqList({}, '&q=some movie')).data[0]).toMatchObject({ filled_at: null, release: null });
  });

  it('refuses unknown releases and requests', async () => {
    const id = await idOf('Flood.1.');
    const badRelease = await ctx.app.inject({
      method: 'POST',
      url: '/api/req/update',
      payload: { id, release_uid: 'nope' },
      headers: modHeaders,
    });
    expect(badRelease.statusCode).toBe(400);
    expect(badRelease.json().errors.release_uid).toBeDefined();
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/req/delete',
      payload: { id: 999_999 },
      headers: modHeaders,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a request', async () => {
    const id = await idOf('Flood.2.');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/req/delete',
      payload: { id },
      headers: modHeaders,
    });
    expect(res.statusCode).toBe(200);
    const names = (await reqList({}, '&q=flood')).data.map((r: { fulltitle: string }) => r.fulltitle);
    expect(names).toHaveLength(BOT_REQUESTS_PER_WINDOW - 1);
    expect(names).not.toContain('Flood.2.German.720p-GRP');
  });
});
