import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { type FakeTmdb, startFakeTmdb } from '../../integrations/tmdb/fake.ts';

let fake: FakeTmdb;
const env: Record<string, string> = {};
beforeAll(async () => {
  fake = await startFakeTmdb('test-key');
  env.TMDB_API_URL = fake.url;
  env.TMDB_API_KEY = 'test-key';
});
afterAll(() => fake.close());

const clean = (q: Record<string, string>) => `/api/tmdb/clean?${new URLSearchParams(q)}`;

describe('title cleaning without TMDB', () => {
  const ctx = useTestApp();

  it('answers the release-name parser title and year', async () => {
    const res = await ctx.app.inject({
      url: clean({
        fulltitle: 'Night.of.the.Living.Dead.1968.German.720p.BluRay.x264-CLASSiC',
        type: 'movie',
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Night of the Living Dead', year: 1968, source: 'parser' });
  });

  it('needs a fulltitle', async () => {
    const res = await ctx.app.inject({ url: '/api/tmdb/clean?type=movie' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['fulltitle']);
  });
});

describe('title cleaning with TMDB', () => {
  const ctx = useTestApp(env);

  it('answers the German TMDB name of the match from the release year', async () => {
    const res = await ctx.app.inject({
      url: clean({
        fulltitle: 'Night.of.the.Living.Dead.1968.German.720p.BluRay.x264-CLASSiC',
        type: 'movie',
      }),
    });
    expect(res.json()).toEqual({ name: 'Die Nacht der lebenden Toten', year: 1968, source: 'tmdb' });
    const asked = fake.requests.at(-1);
    expect(asked?.pathname).toBe('/search/movie');
    expect(asked?.searchParams.get('query')).toBe('Night of the Living Dead');
    expect(asked?.searchParams.get('year')).toBe('1968');
    expect(asked?.searchParams.get('language')).toBe('de-DE');
  });

  it('searches TV for series and episodes', async () => {
    const res = await ctx.app.inject({
      url: clean({ fulltitle: 'Cosmos.Laundromat.S01E02.German.1080p.WEB.x264-OPENSERiES', type: 'series' }),
    });
    expect(res.json()).toMatchObject({ name: 'Cosmos Laundromat', source: 'tmdb' });
    expect(fake.requests.at(-1)?.pathname).toBe('/search/tv');
  });

  it('falls back to the parser when TMDB has no match or the type has no TMDB entry', async () => {
    const unknown = await ctx.app.inject({
      url: clean({ fulltitle: 'Voellig.Unbekannt.2019.German.1080p.WEB.x264-GRP', type: 'movie' }),
    });
    expect(unknown.json()).toEqual({ name: 'Voellig Unbekannt', year: 2019, source: 'parser' });
    const asked = fake.requests.length;
    const game = await ctx.app.inject({ url: clean({ fulltitle: 'Some.Game.v1.2-CODEX', type: 'game' }) });
    expect(game.json().source).toBe('parser');
    expect(fake.requests.length).toBe(asked);
  });
});

describe('title cleaning with a rejected TMDB key', () => {
  const badEnv: Record<string, string> = { TMDB_API_KEY: 'wrong' };
  beforeAll(() => {
    badEnv.TMDB_API_URL = fake.url;
  });
  const ctx = useTestApp(badEnv);

  it('still answers from the parser', async () => {
    const res = await ctx.app.inject({
      url: clean({ fulltitle: 'Sintel.2010.German.DL.1080p.BluRay.x264-OPENMOViE' }),
    });
    expect(res.json()).toEqual({ name: 'Sintel', year: 2010, source: 'parser' });
  });
});
