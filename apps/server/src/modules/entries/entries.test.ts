import { ENTRY_PAGE_SIZE } from '@regal/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { attachActors, buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';

const ctx = useTestApp();

describe('entries API', () => {
  let sintelUid = '';

  beforeAll(async () => {
    // 25 series so the listing has two pages, and one movie with everything the detail shows.
    for (let i = 0; i < 25; i++) {
      await buildEntry(ctx.db, {
        title: `Serie ${String(i).padStart(2, '0')}`,
        type: 'series',
        rating: i % 10,
        releasedAt: `${1990 + i}-01-01`,
        lastReleaseAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    const uploader = await buildUser(ctx.db, { username: 'uploader' });
    const sintel = await buildEntry(ctx.db, {
      title: 'Sintel',
      type: 'movie',
      genre: ['animation', 'fantasy'],
      fsk: 12,
      rating: 7.5,
      time: 15,
      releasedAt: '2010-09-27',
      description: 'Ein Mädchen sucht ihren Drachen.',
      options: {
        sources: [
          { label: 'Blender Studio', url: 'https://studio.blender.org/films/sintel/', license: 'CC BY 3.0' },
        ],
      },
    });
    sintelUid = sintel.uid;
    await buildRelease(ctx.db, {
      entryId: sintel.id,
      fulltitle: 'Sintel.2010.German.DL.1080p.BluRay.x264-OPENMOViE',
      group: 'OPENMOViE',
      size: 1_288_490_189,
      lang: ['DE', 'EN'],
      userId: uploader.id,
      links: { 'blender.org': ['https://download.blender.org/durian/movies/Sintel.2010.1080p.mkv'] },
    });
    const trashed = await buildRelease(ctx.db, {
      entryId: sintel.id,
      fulltitle: 'Sintel.2010.720p.WEB.x264-GONE',
    });
    await ctx.db.execute(`update releases set deleted_at = now() where id = ${trashed.id}`);
    await attachActors(ctx.db, sintel.id, ['Halina Reijn', 'Thom Hoffman']);
    await buildEntry(ctx.db, { title: 'Versteckt', type: 'movie', active: false });
  });

  it('lists the newest entries first', async () => {
    const res = await ctx.app.inject({ url: '/api/entries/latest?limit=3&type=series' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((e: { title: string }) => e.title)).toEqual([
      'Serie 24',
      'Serie 23',
      'Serie 22',
    ]);
  });

  it('pages a type listing by 21 with the paging fields', async () => {
    const first = await ctx.app.inject({ url: '/api/entries/type/series' });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.data).toHaveLength(ENTRY_PAGE_SIZE);
    expect(page1).toMatchObject({ current_page: 1, last_page: 2, per_page: 21, from: 1, to: 21, total: 25 });
    const page2 = (await ctx.app.inject({ url: '/api/entries/type/series?page=2' })).json();
    expect(page2).toMatchObject({ current_page: 2, from: 22, to: 25 });
    const seen = new Set([...page1.data, ...page2.data].map((e: { uid: string }) => e.uid));
    expect(seen.size).toBe(25);
  });

  it('sorts by name, release date and rating in both directions', async () => {
    const byName = (
      await ctx.app.inject({ url: '/api/entries/type/series?sortBy=name&sortOrder=asc&per_page=2' })
    ).json();
    expect(byName.data.map((e: { title: string }) => e.title)).toEqual(['Serie 00', 'Serie 01']);
    const released = (
      await ctx.app.inject({ url: '/api/entries/type/series?sortBy=released&per_page=1' })
    ).json();
    expect(released.data[0].year).toBe(2014);
    const rating = (
      await ctx.app.inject({ url: '/api/entries/type/series?sortBy=rating&sortOrder=asc&per_page=1' })
    ).json();
    expect(rating.data[0].rating).toBe(0);
  });

  it('answers 400 with a per-field errors map for bad parameters', async () => {
    const res = await ctx.app.inject({ url: '/api/entries/type/cartoon?page=0' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.statusCode).toBe(400);
    expect(Object.keys(body.errors)).toContain('type');
    expect(typeof body.errors.type).toBe('string');
    const badSort = await ctx.app.inject({ url: '/api/entries/type/movie?sortBy=random' });
    expect(badSort.statusCode).toBe(400);
    expect(Object.keys(badSort.json().errors)).toEqual(['sortBy']);
  });

  it('shows an entry with its live releases, actors and sources', async () => {
    const res = await ctx.app.inject({ url: `/api/entries/${sintelUid}` });
    expect(res.statusCode).toBe(200);
    const entry = res.json();
    expect(entry).toMatchObject({
      title: 'Sintel',
      slug: 'sintel',
      year: 2010,
      fsk: 12,
      rating: 7.5,
      time: 15,
      genre: ['animation', 'fantasy'],
      releases_count: 1,
      cover: `/api/media/cover/${sintelUid}.webp`,
    });
    expect(entry.releases).toHaveLength(1);
    expect(entry.releases[0]).toMatchObject({
      fulltitle: 'Sintel.2010.German.DL.1080p.BluRay.x264-OPENMOViE',
      size: 1_288_490_189,
      lang: ['DE', 'EN'],
      group: 'OPENMOViE',
      user: { username: 'uploader' },
      links: { 'blender.org': ['https://download.blender.org/durian/movies/Sintel.2010.1080p.mkv'] },
    });
    expect(entry.options.actors.map((a: { name: string }) => a.name)).toEqual([
      'Halina Reijn',
      'Thom Hoffman',
    ]);
    expect(entry.options.sources[0].license).toBe('CC BY 3.0');
    expect(entry.options.backdrops.length).toBeGreaterThanOrEqual(2);
  });

  it('lists featured actors, most credited first', async () => {
    const other = await buildEntry(ctx.db, { title: 'Zweiter Film' });
    await attachActors(ctx.db, other.id, ['Thom Hoffman']);
    const res = await ctx.app.inject({ url: '/api/actors/featured?limit=2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        name: 'Thom Hoffman',
        entries_count: 2,
        image: '/api/media/actor/thom-hoffman.webp',
      }),
      expect.objectContaining({ name: 'Halina Reijn', entries_count: 1 }),
    ]);
  });

  it('counts only the live releases of each card', async () => {
    const latest = (await ctx.app.inject({ url: '/api/entries/latest?type=movie' })).json();
    const sintel = latest.data.find((e: { title: string }) => e.title === 'Sintel');
    expect(sintel.releases_count).toBe(1);
    const series = (await ctx.app.inject({ url: '/api/entries/type/series?per_page=3' })).json();
    expect(series.data.map((e: { releases_count: number }) => e.releases_count)).toEqual([0, 0, 0]);
  });

  it('answers 404 for unknown and inactive entries', async () => {
    const missing = await ctx.app.inject({ url: '/api/entries/doesnotexist' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const latest = (await ctx.app.inject({ url: '/api/entries/latest?type=movie' })).json();
    expect(latest.data.map((e: { title: string }) => e.title)).not.toContain('Versteckt');
  });

  it('draws covers, backdrops and portraits as SVG', async () => {
    const cover = await ctx.app.inject({ url: `/api/media/cover/${sintelUid}.svg` });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toContain('Sintel');
    const backdrop = await ctx.app.inject({ url: `/api/media/backdrop/${sintelUid}/2.svg` });
    expect(backdrop.statusCode).toBe(200);
    const actor = await ctx.app.inject({ url: '/api/media/actor/halina-reijn.svg' });
    expect(actor.body).toContain('HR');
    expect((await ctx.app.inject({ url: '/api/media/cover/nope.svg' })).statusCode).toBe(404);
  });

  it('gives pages the same drawings as WebP, at their size, and refuses other formats', async () => {
    const sizes = [
      [`/api/media/cover/${sintelUid}.webp`, 400, 600],
      [`/api/media/backdrop/${sintelUid}/2.webp`, 1280, 720],
      ['/api/media/actor/halina-reijn.webp', 200, 200],
    ] as const;
    for (const [url, width, height] of sizes) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('max-age=');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], url).toEqual(['webp', width, height]);
    }
    // The same drawing as the SVG: its colours, not a blank picture.
    const webp = await ctx.app.inject({ url: `/api/media/cover/${sintelUid}.webp` });
    const svg = await ctx.app.inject({ url: `/api/media/cover/${sintelUid}.svg` });
    const drawn = await sharp(Buffer.from(svg.body)).resize(40, 60).removeAlpha().raw().toBuffer();
    const shown = await sharp(webp.rawPayload).resize(40, 60).removeAlpha().raw().toBuffer();
    const diff = drawn.reduce((sum, value, i) => sum + Math.abs(value - (shown[i] ?? 0)), 0) / drawn.length;
    expect(diff).toBeLessThan(8);
    expect((await ctx.app.inject({ url: '/api/media/cover/nope.webp' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/media/cover/${sintelUid}.png` })).statusCode).toBe(400);
  });
});
