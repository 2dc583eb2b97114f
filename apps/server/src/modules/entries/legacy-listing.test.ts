import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildEntry } from '../../db/seed/factories.ts';

const ctx = useTestApp();
const DAY = 86_400_000;
const now = Date.now();

describe('older listing v2/type/{segment}', () => {
  beforeAll(async () => {
    // Old favourite: many downloads long ago. Rising: fewer downloads, but fresh.
    await buildEntry(ctx.db, {
      title: 'Klassiker',
      releasedAt: '1970-05-01',
      rating: 9,
      downloads: 5000,
      views: 1000,
      createdAt: new Date(now - 400 * DAY),
      lastReleaseAt: new Date(now - 400 * DAY),
    });
    await buildEntry(ctx.db, {
      title: 'Aufsteiger',
      releasedAt: '2025-03-01',
      rating: 6,
      downloads: 300,
      views: 900,
      createdAt: new Date(now - 2 * DAY),
      lastReleaseAt: new Date(now - 1 * DAY),
    });
    await buildEntry(ctx.db, {
      title: 'Mittelfeld',
      releasedAt: '2001-01-01',
      rating: null,
      downloads: 50,
      createdAt: new Date(now - 30 * DAY),
      lastReleaseAt: new Date(now - 30 * DAY),
    });
    await buildEntry(ctx.db, { title: 'Hörbuch', type: 'digital', subType: 'abook' });
    await buildEntry(ctx.db, { title: 'E-Book', type: 'digital', subType: 'ebook' });
    await buildEntry(ctx.db, { title: 'Comic', type: 'digital', subType: 'comic' });
  });

  const titles = async (query: string) => {
    const res = await ctx.app.inject({ url: `/api/entries/v2/type/${query}` });
    expect(res.statusCode).toBe(200);
    return res.json().data.map((e: { title: string }) => e.title);
  };

  it('sorts by popular (all-time downloads) and trends (fresh use beats old fame)', async () => {
    expect(await titles('movie?sortBy=popular')).toEqual(['Klassiker', 'Aufsteiger', 'Mittelfeld']);
    expect((await titles('movie?sortBy=trends'))[0]).toBe('Aufsteiger');
    expect((await titles('movie?sortBy=popular&sortOrder=asc'))[0]).toBe('Mittelfeld');
  });

  it('sorts by year, released, created and rating (missing values last)', async () => {
    expect(await titles('movie?sortBy=year')).toEqual(['Aufsteiger', 'Mittelfeld', 'Klassiker']);
    expect(await titles('movie?sortBy=released&sortOrder=asc')).toEqual([
      'Klassiker',
      'Mittelfeld',
      'Aufsteiger',
    ]);
    expect(await titles('movie?sortBy=created')).toEqual(['Aufsteiger', 'Mittelfeld', 'Klassiker']);
    expect(await titles('movie?sortBy=rating')).toEqual(['Klassiker', 'Aufsteiger', 'Mittelfeld']);
  });

  it('maps book and comic to digital sub types and digital to all of them', async () => {
    expect(await titles('book')).toEqual(['E-Book']);
    expect(await titles('comic')).toEqual(['Comic']);
    expect((await titles('digital')).sort()).toEqual(['Comic', 'E-Book', 'Hörbuch']);
  });

  it('answers 400 for unknown segments and v3-only sort options', async () => {
    const segment = await ctx.app.inject({ url: '/api/entries/v2/type/cartoon' });
    expect(segment.statusCode).toBe(400);
    expect(Object.keys(segment.json().errors)).toEqual(['segment']);
    const sort = await ctx.app.inject({ url: '/api/entries/v2/type/movie?sortBy=latest' });
    expect(sort.statusCode).toBe(400);
    expect(Object.keys(sort.json().errors)).toEqual(['sortBy']);
  });
});
