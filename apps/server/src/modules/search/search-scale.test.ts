import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildEntry } from '../../db/seed/factories.ts';

const ctx = useTestApp();

interface Page {
  data: { title?: string; fulltitle?: string; created_at?: string }[];
  total: number;
  total_estimated?: boolean;
  last_page: number;
}
const search = async (query: string): Promise<Page> => {
  const res = await ctx.app.inject({ url: `/api/start/search?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

// Broad searches (more matches than are worth counting or ranking) take the estimated path.
describe('broad searches', () => {
  beforeAll(async () => {
    await ctx.db.execute(`insert into entries (uid, title, slug, type, last_release_at)
      select 'broad' || i, 'Sturmflut ' || i, 'sturmflut-' || i, 'movie', now() - i * interval '1 hour'
      from generate_series(1, 3000) i`);
    await buildEntry(ctx.db, { title: 'Sturmflut', type: 'movie', lastReleaseAt: new Date('2001-01-01') });
    await buildEntry(ctx.db, { title: 'Die große Sturmflut', type: 'movie', lastReleaseAt: new Date() });
    await ctx.db.execute(`insert into releases (uid, fulltitle, type, created_at)
      select 'broadrel' || i, 'Sturmflut.' || i || '.German.1080p.WEB.x264-GRP', 'movie',
        now() - i * interval '1 minute'
      from generate_series(1, 6000) i`);
    await ctx.db.execute('analyze entries');
    await ctx.db.execute('analyze releases');
  });

  it('estimates the total, flags it, and still puts the exact title first, then prefixes', async () => {
    const page = await search('q=sturmflut&types=all');
    expect(page.total_estimated).toBe(true);
    expect(page.total).toBeGreaterThan(1000);
    expect(page.total).toBeLessThanOrEqual(10_000);
    const titles = page.data.map((d) => d.title);
    expect(titles[0]).toBe('Sturmflut');
    expect(titles.slice(1).every((t) => t?.startsWith('Sturmflut '))).toBe(true);
    expect(titles[1]).toBe('Sturmflut 1');
    expect(titles).not.toContain('Die große Sturmflut');
  });

  it('counts a narrow search exactly and does not flag it', async () => {
    const page = await search('q=sturmflut 2999&types=all');
    expect(page.total_estimated).toBe(false);
    expect(page.data.map((d) => d.title)).toEqual(['Sturmflut 2999']);
  });

  it('lists a broad release search newest first with an estimated total', async () => {
    const page = await search('mode=releases&q=sturmflut german');
    expect(page.total_estimated).toBe(true);
    expect(page.data).toHaveLength(50);
    expect(page.data[0]?.fulltitle).toBe('Sturmflut.1.German.1080p.WEB.x264-GRP');
    const dates = page.data.map((d) => Date.parse(d.created_at ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('finds release words as prefixes, then as substrings, when whole words find nothing', async () => {
    const prefix = await search('mode=releases&q=sturmfl 5999');
    expect(prefix.data.map((d) => d.fulltitle)).toEqual(['Sturmflut.5999.German.1080p.WEB.x264-GRP']);
    const substring = await search('mode=releases&q=urmflut.5998');
    expect(substring.data.map((d) => d.fulltitle)).toEqual(['Sturmflut.5998.German.1080p.WEB.x264-GRP']);
  });
});
