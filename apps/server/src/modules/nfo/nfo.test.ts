import { nfoSearchQuery } from '@regal/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { type FakeXrel, startFakeXrel } from '../../integrations/xrel/fake.ts';
import { createTokenBucket } from './token-bucket.ts';

let fake: FakeXrel;
const env: Record<string, string> = {};
beforeAll(async () => {
  fake = await startFakeXrel();
  env.XREL_API_URL = fake.url;
});
afterAll(() => fake.close());

const search = (app: FastifyInstance, q: string) =>
  app.inject({ url: `/api/nfo/search?q=${encodeURIComponent(q)}` });

describe('NFO search through xREL', () => {
  const ctx = useTestApp(env);

  it('asks xREL for scene and P2P releases and merges both lists', async () => {
    const res = await search(ctx.app, 'Sintel 2010');
    expect(res.statusCode).toBe(200);
    const sent = fake.searches.at(-1);
    expect(Object.fromEntries(sent ?? [])).toEqual({
      q: 'Sintel 2010',
      scene: 'true',
      p2p: 'true',
      limit: '10',
    });
    const { results } = res.json();
    expect(results.map((r: { kind: string }) => r.kind)).toEqual(['scene', 'scene', 'p2p']);
    expect(results[0]).toEqual({
      id: 'a1b2c3',
      dirname: 'Sintel.2010.German.DL.1080p.BluRay.x264-OPENMOViE',
      link_href:
        'https://www.xrel.to/movie-nfo/a1b2c3/Sintel.2010.German.DL.1080p.BluRay.x264-OPENMOViE.html',
      kind: 'scene',
      ext_info: {
        title: 'Sintel',
        link_href: expect.stringContaining('https://www.xrel.to/movie/'),
        uris: ['imdb:tt1727587'],
      },
    });
  });

  it('answers repeated questions from the cache', async () => {
    const before = fake.searches.length;
    expect((await search(ctx.app, 'Tears of Steel')).statusCode).toBe(200);
    expect((await search(ctx.app, 'tears of steel')).json().results).toHaveLength(1);
    expect(fake.searches.length).toBe(before + 1);
  });

  it('answers an empty list when xREL knows nothing', async () => {
    const res = await search(ctx.app, 'Gibt.es.nicht.2099');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ query: 'Gibt.es.nicht.2099', results: [] });
  });

  it('passes a 429 of xREL on and stops asking until its reset', async () => {
    fake.rateLimitNext(1, 1);
    const limited = await search(ctx.app, 'Big Buck Bunny');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('xREL Limit. Warte kurz und probier nochmal.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const asked = fake.searches.length;
    expect((await search(ctx.app, 'Cosmos')).statusCode).toBe(429);
    expect(fake.searches.length).toBe(asked);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const retried = await search(ctx.app, 'Big Buck Bunny');
    expect(retried.statusCode).toBe(200);
    expect(retried.json().results[0].dirname).toContain('Big.Buck.Bunny');
  });

  it('rejects too short queries with a field error', async () => {
    const res = await search(ctx.app, 'x');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['q']);
  });
});

describe('NFO search, own hourly budget', () => {
  const budgetEnv: Record<string, string> = { XREL_RATE_LIMIT_PER_HOUR: '2' };
  beforeAll(() => {
    budgetEnv.XREL_API_URL = fake.url;
  });
  const ctx = useTestApp(budgetEnv);

  it('answers 429 itself once the budget is spent, but still serves cached answers', async () => {
    expect((await search(ctx.app, 'Sintel')).statusCode).toBe(200);
    expect((await search(ctx.app, 'Cosmos')).statusCode).toBe(200);
    const asked = fake.searches.length;
    const spent = await search(ctx.app, 'Night of the Living Dead');
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toBe('xREL Limit. Warte kurz und probier nochmal.');
    // One token comes back every 30 minutes at two an hour.
    expect(Number(spent.headers['retry-after'])).toBeGreaterThan(1700);
    expect(fake.searches.length).toBe(asked);
    expect((await search(ctx.app, 'Sintel')).statusCode).toBe(200);
  });
});

describe('NFO search, xREL unreachable', () => {
  const ctx = useTestApp({ XREL_API_URL: 'http://127.0.0.1:9' });

  it('answers 502 with a readable message', async () => {
    const res = await search(ctx.app, 'Sintel');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('xREL');
  });
});

describe('token bucket and season marker', () => {
  it('refills evenly over the period', () => {
    let now = 0;
    const bucket = createTokenBucket(3, 3000, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    expect(bucket.waitMs()).toBe(1000);
    now = 1000;
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
  });

  it('rewrites a season marker into a wildcard', () => {
    expect(nfoSearchQuery('Cosmos Laundromat S01')).toBe('Cosmos Laundromat S01*');
    expect(nfoSearchQuery('Show.S02.German')).toBe('Show.S02*.German');
    expect(nfoSearchQuery('Show S01*')).toBe('Show S01*');
  });

  // Issue 36: an episode's name (`S01E02`) is a season marker too, and gets the same wildcard.
  it('rewrites an episode marker into a wildcard the same way', () => {
    expect(nfoSearchQuery('Show S01E02')).toBe('Show S01E02*');
    expect(nfoSearchQuery('Bonanza.S01E02.German.DL.720p.WEB.h264-GRP')).toBe(
      'Bonanza.S01E02*.German.DL.720p.WEB.h264-GRP',
    );
    expect(nfoSearchQuery('Show s02e10e11 German')).toBe('Show s02e10e11* German');
    expect(nfoSearchQuery('Show S01E02*')).toBe('Show S01E02*');
    // Not a marker: a word that merely starts with S and digits, or an episode without a season.
    expect(nfoSearchQuery('Show S01X E02')).toBe('Show S01X E02');
  });
});
