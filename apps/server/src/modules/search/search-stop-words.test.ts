import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildEntry } from '../../db/seed/factories.ts';

const ctx = useTestApp();

const search = async (text: string) => {
  const res = await ctx.app.inject({ url: `/api/start/search?types=all&q=${encodeURIComponent(text)}` });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { title: string }[]; total: number };
  return { titles: body.data.map((e) => e.title), total: body.total };
};

// Texts made only of German stop words leave the German tsquery empty; the plain title words
// (migration 0010) find them instead of a trigram scan (docs/decisions/003-search-engine.md).
describe('entry search with stop words only', () => {
  beforeAll(async () => {
    await buildEntry(ctx.db, { title: 'Der Weg', type: 'movie' });
    await buildEntry(ctx.db, { title: 'Der Weg zurück', type: 'movie' });
    await buildEntry(ctx.db, { title: 'Weg und Fremde', type: 'series' });
    await buildEntry(ctx.db, { title: 'Stadt', originalTitle: 'Ohne Limit', type: 'movie' });
    await buildEntry(ctx.db, { title: 'Ohne', type: 'movie', active: false });
  });

  it('finds titles by their stop words, exact title first', async () => {
    expect(await search('Der Weg')).toEqual({ titles: ['Der Weg', 'Der Weg zurück'], total: 2 });
    expect(await search('Weg und')).toEqual({ titles: ['Weg und Fremde'], total: 1 });
    expect(await search('OHNE')).toEqual({ titles: ['Stadt'], total: 1 });
  });

  it('answers nothing when the stop words are in no visible title', async () => {
    expect(await search('aber doch')).toEqual({ titles: [], total: 0 });
  });

  it('still matches German words next to stop words by their stem', async () => {
    expect((await search('der Wege')).titles).toContain('Der Weg zurück');
  });
});
