import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { FAKE_TMDB_RATE_LIMITED_ID, startFakeTmdb } from '../../integrations/tmdb/fake.ts';
import { authHeaders } from '../auth/testing.ts';

const fake = await startFakeTmdb('lookup-key');
afterAll(() => fake.close());

const lookup = (q: Record<string, string>) => `/api/tmdb/lookup?${new URLSearchParams(q)}`;

describe('TMDB lookup for the entry editor', () => {
  const ctx = useTestApp({ TMDB_API_URL: fake.url, TMDB_API_KEY: 'lookup-key' });
  let staff: { authorization: string };
  let member: { authorization: string };
  beforeAll(async () => {
    staff = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'upper' }));
    member = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'user' }));
  });

  it('answers a movie by TMDB id as entry fields', async () => {
    const res = await ctx.app.inject({ url: lookup({ tmdb_id: '45745', type: 'movie' }), headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'movie',
      title: 'Sintel',
      original_title: 'Sintel',
      description: 'Ein Mädchen sucht den kleinen Drachen, den sie einst gerettet hat.',
      released_at: '2010-09-27',
      time: 15,
      genre: ['animation', 'fantasy'],
      lang: ['en'],
      rating: 7.1,
      fsk: 12,
      imdb_id: 'tt1727587',
      tmdb_id: '45745',
      cover: 'https://image.tmdb.org/t/p/w500/poster-45745.jpg',
      backdrop: 'https://image.tmdb.org/t/p/w1280/backdrop-45745.jpg',
      actors: [
        { name: 'Halina Reijn', image: 'https://image.tmdb.org/t/p/w185/sintel-halina.jpg' },
        { name: 'Thom Hoffman', image: null },
      ],
      trailer: 'https://www.youtube.com/embed/eRsGyueVLvQ',
    });
    const asked = fake.requests.at(-1);
    expect(asked?.pathname).toBe('/movie/45745');
    expect(asked?.searchParams.get('append_to_response')).toBe('credits,videos,release_dates');
    expect(asked?.searchParams.get('language')).toBe('de-DE');
  });

  it('finds a series by IMDb id through /find', async () => {
    const res = await ctx.app.inject({ url: lookup({ imdb_id: 'tt4957236' }), headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'tv',
      title: 'Cosmos Laundromat',
      tmdb_id: '62560',
      imdb_id: 'tt4957236',
      genre: ['animation', 'sci-fi', 'fantasy'],
      time: 12,
      fsk: 6,
      trailer: null,
    });
    const paths = fake.requests.slice(-2).map((u) => u.pathname);
    expect(paths).toEqual(['/find/tt4957236', '/tv/62560']);
    expect(fake.requests.at(-2)?.searchParams.get('external_source')).toBe('imdb_id');
  });

  it('refuses users (403) and guests (401)', async () => {
    const asked = fake.requests.length;
    const user = await ctx.app.inject({ url: lookup({ tmdb_id: '45745' }), headers: member });
    expect(user.statusCode).toBe(403);
    const guest = await ctx.app.inject({ url: lookup({ tmdb_id: '45745' }) });
    expect(guest.statusCode).toBe(401);
    expect(fake.requests.length).toBe(asked);
  });

  it('answers 404 for an id TMDB does not know, in German or English', async () => {
    const de = await ctx.app.inject({ url: lookup({ tmdb_id: '777777' }), headers: staff });
    expect(de.statusCode).toBe(404);
    expect(de.json().message).toBe('Dieser Titel ist bei TMDB nicht bekannt.');
    const en = await ctx.app.inject({
      url: lookup({ imdb_id: 'tt0000001' }),
      headers: { ...staff, 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(404);
    expect(en.json().message).toBe('TMDB does not know this title.');
  });

  it('answers 400 per field for a bad IMDb id, no id or both ids', async () => {
    const bad = await ctx.app.inject({ url: lookup({ imdb_id: 'nm0000001' }), headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['imdb_id']);
    const short = await ctx.app.inject({ url: lookup({ imdb_id: 'tt123' }), headers: staff });
    expect(short.statusCode).toBe(400);
    const none = await ctx.app.inject({ url: lookup({ type: 'movie' }), headers: staff });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().errors)).toEqual(['tmdb_id']);
    const both = await ctx.app.inject({
      url: lookup({ tmdb_id: '45745', imdb_id: 'tt1727587' }),
      headers: staff,
    });
    expect(both.statusCode).toBe(400);
    const letters = await ctx.app.inject({ url: lookup({ tmdb_id: '12a' }), headers: staff });
    expect(letters.statusCode).toBe(400);
    expect(Object.keys(letters.json().errors)).toEqual(['tmdb_id']);
  });

  it("passes TMDB's rate limit on as 429 with Retry-After", async () => {
    const res = await ctx.app.inject({
      url: lookup({ tmdb_id: String(FAKE_TMDB_RATE_LIMITED_ID) }),
      headers: staff,
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('TMDB lookup without a key', () => {
  const ctx = useTestApp({ TMDB_API_URL: fake.url, TMDB_API_KEY: '' });

  it('answers a clear 503, German by default and English on request', async () => {
    const headers = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const asked = fake.requests.length;
    const de = await ctx.app.inject({ url: lookup({ tmdb_id: '45745' }), headers });
    expect(de.statusCode).toBe(503);
    expect(de.json().message).toBe('TMDB ist nicht eingerichtet (TMDB_API_KEY fehlt).');
    const en = await ctx.app.inject({
      url: lookup({ tmdb_id: '45745' }),
      headers: { ...headers, 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.json().message).toBe('TMDB is not configured (TMDB_API_KEY is missing).');
    expect(fake.requests.length).toBe(asked);
  });
});

describe('TMDB lookup with a rejected key', () => {
  const ctx = useTestApp({ TMDB_API_URL: fake.url, TMDB_API_KEY: 'wrong' });

  it('answers 503, not a 500', async () => {
    const headers = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'mod' }));
    const res = await ctx.app.inject({ url: lookup({ tmdb_id: '45745' }), headers });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('TMDB ist gerade nicht erreichbar.');
  });
});
