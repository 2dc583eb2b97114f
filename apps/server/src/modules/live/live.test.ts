import { LIVE_FEED_SLOTS } from '@regal/shared';
import { beforeAll, describe, expect, it } from 'vitest';
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
