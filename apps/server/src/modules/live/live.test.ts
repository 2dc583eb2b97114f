import { LIVE_FEED_SLOTS } from '@regal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueSettled } from '../../../test/catalogue-settled.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { buildEntry, buildRelease } from '../../db/seed/factories.ts';

const ctx = useTestApp();

describe('live feed and newest releases', () => {
  beforeAll(async () => {
    const movie = await buildEntry(ctx.db, { title: 'Live Film' });
    const hidden = await buildEntry(ctx.db, { title: 'Versteckt', active: false });
    for (let i = 0; i < 30; i++) {
      await buildRelease(ctx.db, {
        entryId: movie.id,
        type: i % 3 === 0 ? 'series' : 'movie',
        fulltitle: `Live.Film.${String(i).padStart(2, '0')}.German.1080p.WEB.x264-LIVE`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      });
    }
    await buildRelease(ctx.db, {
      entryId: hidden.id,
      fulltitle: 'Versteckt.2020.German.1080p.WEB.x264-HIDE',
    });
    await buildRelease(ctx.db, { entryId: null, fulltitle: 'Ohne.Eintrag.2020.German.1080p.WEB.x264-SOLO' });
  });

  it('fills the six slots with distinct visible releases and their entries', async () => {
    const res = await ctx.app.inject({ url: '/api/test/live' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data).toHaveLength(LIVE_FEED_SLOTS);
    expect(new Set(data.map((item: { release: { uid: string } }) => item.release.uid)).size).toBe(6);
    for (const item of data) {
      expect(item.release.fulltitle).not.toContain('Versteckt');
      if (item.entry) expect(item.entry.title).toBe('Live Film');
      else expect(item.release.fulltitle).toContain('Ohne.Eintrag');
    }
  });

  it('draws anew on every call (the random button)', async () => {
    const draws = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { data } = (await ctx.app.inject({ url: '/api/test/live' })).json();
      draws.add(data.map((item: { release: { uid: string } }) => item.release.uid).join(','));
    }
    // 32 releases choose 6: five identical draws in a row would be a broken random pick.
    expect(draws.size).toBeGreaterThan(1);
  });

  it('takes a slot count and rejects silly ones', async () => {
    expect((await ctx.app.inject({ url: '/api/test/live?count=2' })).json().data).toHaveLength(2);
    const bad = await ctx.app.inject({ url: '/api/test/live?count=0' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['count']);
  });

  it('lists the newest releases 50 a page, by type, without hidden entries', async () => {
    const all = (await ctx.app.inject({ url: '/api/releases/newest' })).json();
    expect(all).toMatchObject({ total: 31, per_page: 50, last_page: 1, from: 1, to: 31 });
    expect(all.data[0].release.fulltitle).toBe('Ohne.Eintrag.2020.German.1080p.WEB.x264-SOLO');
    expect(all.data[0].entry).toBeNull();
    expect(all.data[1].release.fulltitle).toBe('Live.Film.29.German.1080p.WEB.x264-LIVE');
    const series = (await ctx.app.inject({ url: '/api/releases/newest?type=series' })).json();
    expect(series.total).toBe(10);
    expect(series.data.every((item: { release: { type: string } }) => item.release.type === 'series')).toBe(
      true,
    );
    const bad = await ctx.app.inject({ url: '/api/releases/newest?type=cartoon&page=0' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'type']);
  });
});

// Issue 36: identical mirrors of one release name were identical rows in warez mode and in the
// release search; they are one release (its mirrors show on the entry's page).
describe('mirrors of one release name in the lists', () => {
  const NAME = 'Spiegel.Kabinett.2021.German.1080p.WEB.x264-MIRROR';
  beforeAll(async () => {
    const entry = await buildEntry(ctx.db, { title: 'Spiegelkabinett' });
    for (const [minute, fulltitle] of [
      [1, NAME],
      [2, NAME],
      [3, NAME.toLowerCase()],
      [4, 'Spiegel.Kabinett.2021.German.720p.WEB.x264-MIRROR'],
    ] as const) {
      await buildRelease(ctx.db, {
        entryId: entry.id,
        fulltitle,
        createdAt: new Date(Date.UTC(2026, 1, 1, 0, minute)),
      });
    }
    // Written straight to the database: the answer cache hears of it a moment later.
    await catalogueSettled(ctx.app, ctx.db);
  });

  const names = (rows: { fulltitle: string }[]) => rows.map((row) => row.fulltitle.toLowerCase());

  it('lists a name once in warez mode', async () => {
    const newest = (await ctx.app.inject({ url: '/api/releases/newest' })).json();
    const shown = names(newest.data.map((item: { release: { fulltitle: string } }) => item.release));
    expect(shown.filter((name) => name.startsWith('spiegel.'))).toEqual([
      'spiegel.kabinett.2021.german.720p.web.x264-mirror',
      'spiegel.kabinett.2021.german.1080p.web.x264-mirror',
    ]);
  });

  it('lists a name once in the release search', async () => {
    const res = await ctx.app.inject({ url: '/api/start/search?mode=releases&q=Spiegel.Kabinett.2021' });
    expect(res.statusCode).toBe(200);
    expect(names(res.json().data)).toEqual([
      'spiegel.kabinett.2021.german.720p.web.x264-mirror',
      'spiegel.kabinett.2021.german.1080p.web.x264-mirror',
    ]);
  });
});
