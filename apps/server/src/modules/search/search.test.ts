import { paginationWindow } from '@regal/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueSettled } from '../../../test/catalogue-settled.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { entries } from '../../db/schema/index.ts';
import { attachActors, buildEntry, buildRelease } from '../../db/seed/factories.ts';

const ctx = useTestApp();

interface Hit {
  title: string;
}
const search = async (query: string) => ctx.app.inject({ url: `/api/start/search?${query}` });
const titles = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode).toBe(200);
  return (res.json().data as Hit[]).map((e) => e.title);
};

describe('entry search', () => {
  beforeAll(async () => {
    const lotr = await buildEntry(ctx.db, {
      title: 'Der Herr der Ringe',
      originalTitle: 'The Lord of the Rings',
      type: 'movie',
      genre: ['fantasy', 'adventure'],
      rating: 8.8,
      releasedAt: '2001-12-19',
      description: 'Die Gefährten brechen nach Mordor auf, um den Einen Ring zu zerstören.',
    });
    await attachActors(ctx.db, lotr.id, ['Elijah Wood', 'Ian McKellen']);
    await buildEntry(ctx.db, { title: 'Ringe', type: 'series', releasedAt: '2015-03-01', rating: 5 });
    await buildEntry(ctx.db, { title: 'Die Ringe der Macht', type: 'series', releasedAt: '2022-09-01' });
    await buildEntry(ctx.db, {
      title: 'Die fabelhafte Welt der Amélie',
      type: 'movie',
      genre: ['comedy', 'romance'],
      rating: 8.3,
      releasedAt: '2001-04-25',
    });
    await buildEntry(ctx.db, { title: 'Sintel', type: 'movie', genre: ['animation'], rating: 7.5 });
    await buildEntry(ctx.db, { title: 'Sintel Game', type: 'game' });
    await buildEntry(ctx.db, { title: 'Versteckter Ring', type: 'movie', active: false });
    for (let i = 0; i < 25; i++) {
      await buildEntry(ctx.db, {
        title: `Kurzfilm ${String(i).padStart(2, '0')}`,
        type: 'doku',
        lastReleaseAt: new Date(Date.UTC(2025, 0, 1 + i)),
      });
    }
  });

  it('finds a title with German stemming, accent folding and actors', async () => {
    expect(await titles('q=Gefährte')).toEqual(['Der Herr der Ringe']);
    expect(await titles('q=amelie')).toEqual(['Die fabelhafte Welt der Amélie']);
    expect(await titles('search=elijah')).toEqual(['Der Herr der Ringe']);
    expect(await titles('q=Lord%20of%20the%20Rings')).toEqual(['Der Herr der Ringe']);
  });

  it('still finds an entry when one letter is wrong', async () => {
    expect(await titles('q=Sintal')).toContain('Sintel');
    expect(await titles('q=Amelia')).toContain('Die fabelhafte Welt der Amélie');
  });

  it('looks for a misspelling only when no entry holds the text: a type filter that leaves nothing leaves nothing', async () => {
    await buildEntry(ctx.db, { title: 'Sinntel', type: 'music' });
    await catalogueSettled(ctx.app, ctx.db);
    // Spelled right (a film holds it); among music only the misspelling fallback would find the
    // similar "Sinntel".
    expect(await titles('q=Sintel&types=music')).toEqual([]);
    expect(await titles('q=sinntel&types=music')).toEqual(['Sinntel']);
    // No entry holds this text: the misspelling fallback looks, within the type too.
    expect(await titles('q=sinntell&types=music')).toEqual(['Sinntel']);
  });

  it('puts exact title matches first, then prefixes', async () => {
    const hits = await titles('q=ringe');
    expect(hits[0]).toBe('Ringe');
    expect(hits.slice(1).sort()).toEqual(['Der Herr der Ringe', 'Die Ringe der Macht']);
    expect(hits).not.toContain('Versteckter Ring');
    expect((await titles('q=die ringe'))[0]).toBe('Die Ringe der Macht');
  });

  it('ranks by the titles as they are now: the folded titles follow an edit (migration 0035)', async () => {
    const older = await buildEntry(ctx.db, {
      title: 'Sturmjäger',
      type: 'movie',
      lastReleaseAt: new Date(Date.UTC(2020, 0, 1)),
    });
    await buildEntry(ctx.db, {
      title: 'Die Wolkenjäger kehren zurück',
      type: 'movie',
      lastReleaseAt: new Date(Date.UTC(2024, 0, 1)),
    });
    expect(await titles('q=wolkenjager')).toEqual(['Die Wolkenjäger kehren zurück']);
    await ctx.db
      .update(entries)
      .set({ title: 'Wolkenjäger', originalTitle: 'Cloud Hunters' })
      .where(eq(entries.id, older.id));
    // A write straight to the database: the app hears of it a moment later (LISTEN, or its poll).
    await catalogueSettled(ctx.app, ctx.db);
    // The older entry now comes first: its title is the text exactly, folded.
    expect(await titles('q=WOLKENJÄGER')).toEqual(['Wolkenjäger', 'Die Wolkenjäger kehren zurück']);
    expect(await titles('q=cloud hunters')).toEqual(['Wolkenjäger']);
  });

  it('defaults to movies and series; types, selectedTypes and all widen it', async () => {
    expect(await titles('q=sintel')).toEqual(['Sintel']);
    expect(await titles('q=sintel&types=game')).toEqual(['Sintel Game']);
    expect(await titles('q=sintel&types=movie,game&sortBy=name&sortOrder=asc')).toEqual([
      'Sintel',
      'Sintel Game',
    ]);
    expect(await titles('q=sintel&types=movie&selectedTypes=game')).toEqual(['Sintel Game']);
    expect((await titles('q=sintel&types=all')).sort()).toEqual(['Sintel', 'Sintel Game']);
  });

  it('filters by genres, years and ratings', async () => {
    expect(await titles('genres=romance')).toEqual(['Die fabelhafte Welt der Amélie']);
    expect(await titles('selectedGenres=fantasy&genres=romance')).toEqual(['Der Herr der Ringe']);
    expect(await titles('years=2001&sortBy=name&sortOrder=asc')).toEqual([
      'Der Herr der Ringe',
      'Die fabelhafte Welt der Amélie',
    ]);
    expect(await titles('years=2010-2016,2022&sortBy=released&sortOrder=asc')).toEqual([
      'Ringe',
      'Die Ringe der Macht',
    ]);
    expect(await titles('ratings=8.5')).toEqual(['Der Herr der Ringe']);
    expect(await titles('ratings=7-8.5&sortBy=rating')).toEqual(['Die fabelhafte Welt der Amélie', 'Sintel']);
  });

  it('sorts by the v3 and the older options in both directions', async () => {
    const asc = await titles('types=doku&sortBy=name&sortOrder=asc&per_page=3');
    expect(asc).toEqual(['Kurzfilm 00', 'Kurzfilm 01', 'Kurzfilm 02']);
    expect(await titles('types=doku&sortBy=latest&per_page=2')).toEqual(['Kurzfilm 24', 'Kurzfilm 23']);
    expect(await titles('types=doku&sortBy=created&sortOrder=asc&per_page=1')).toEqual(['Kurzfilm 00']);
    for (const sortBy of ['recently_added', 'recently_updated', 'year', 'trends', 'popular', 'relevance']) {
      expect((await search(`types=doku&sortBy=${sortBy}`)).statusCode).toBe(200);
    }
  });

  it('pages by 21 with the paging fields and the spec window', async () => {
    const first = (await search('types=doku')).json();
    expect(first).toMatchObject({
      mode: 'entries',
      current_page: 1,
      last_page: 2,
      per_page: 21,
      from: 1,
      to: 21,
    });
    expect(first.total).toBe(25);
    const second = (await search('types=doku&page=2')).json();
    expect(second).toMatchObject({ current_page: 2, from: 22, to: 25 });
    const onePerPage = (await search('types=doku&per_page=1&page=3')).json();
    expect(onePerPage.last_page).toBe(25);
    expect(paginationWindow(onePerPage.current_page, onePerPage.last_page)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(paginationWindow(20, onePerPage.last_page)).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
  });

  it('answers an empty page when nothing matches or the page is past the end', async () => {
    const none = (await search('q=xyzzyquux')).json();
    expect(none).toMatchObject({ data: [], total: 0, last_page: 1, from: null, to: null });
    const past = (await search('types=doku&page=9')).json();
    expect(past).toMatchObject({ data: [], total: 25, current_page: 9, from: null });
    expect((await search('q=%25%25__')).json().data).toEqual([]);
  });

  it('refuses unknown parameters values with a 400 per field', async () => {
    const cases: [string, string][] = [
      ['types=cartoon', 'types'],
      ['genres=polka', 'genres'],
      ['years=neunzehn', 'years'],
      ['ratings=11', 'ratings'],
      ['sortBy=random', 'sortBy'],
      ['sortOrder=up', 'sortOrder'],
      ['mode=everything', 'mode'],
      ['page=0', 'page'],
      ['per_page=500', 'per_page'],
      [`q=${'a'.repeat(201)}`, 'q'],
    ];
    for (const [query, field] of cases) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), query).toContain(field);
    }
  });
});

describe('bench route', () => {
  it('is not there unless BENCH_ROUTES=true', async () => {
    expect((await ctx.app.inject({ url: '/api/bench/static?bytes=100' })).statusCode).toBe(404);
  });
});

describe('actor search', () => {
  it('finds people by name, misspelt too, with their entries count', async () => {
    const res = await ctx.app.inject({ url: '/api/search/actors?q=elijah' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, current_page: 1, per_page: 21 });
    expect(res.json().data[0]).toMatchObject({ name: 'Elijah Wood', entries_count: 1 });
    const misspelt = (await ctx.app.inject({ url: '/api/search/actors?q=Ian%20McKelen' })).json();
    expect(misspelt.data[0].name).toBe('Ian McKellen');
    const none = (await ctx.app.inject({ url: '/api/search/actors?q=nobody%20here&page=1' })).json();
    expect(none).toMatchObject({ data: [], total: 0 });
    expect((await ctx.app.inject({ url: '/api/search/actors?page=-1' })).statusCode).toBe(400);
  });
});

describe('actor entry counts', () => {
  it('counts every visible entry crediting the person, not one (issue 14)', async () => {
    // The demo's Mitsuyo Seo directed three films; the search said "1 entry".
    for (const title of ['Momotaro Test Eins', 'Ari Test Zwei', 'Momotaro Test Drei']) {
      const entry = await buildEntry(ctx.db, { title, type: 'anime' });
      const cast = title === 'Ari Test Zwei' ? ['Mitsuyo Testseo', 'Einmal Gecastet'] : ['Mitsuyo Testseo'];
      await attachActors(ctx.db, entry.id, cast);
    }
    const hidden = await buildEntry(ctx.db, { title: 'Verborgen Test', type: 'anime', active: false });
    await attachActors(ctx.db, hidden.id, ['Mitsuyo Testseo']);

    const seo = (await ctx.app.inject({ url: '/api/search/actors?q=Mitsuyo%20Testseo' })).json();
    expect(seo.data[0]).toMatchObject({ name: 'Mitsuyo Testseo', entries_count: 3 });
    const once = (await ctx.app.inject({ url: '/api/search/actors?q=Einmal%20Gecastet' })).json();
    expect(once.data[0]).toMatchObject({ name: 'Einmal Gecastet', entries_count: 1 });
    // The people list without a text is ordered by that count: the three-entry person comes first.
    const all = (await ctx.app.inject({ url: '/api/search/actors' })).json();
    expect(all.data[0]).toMatchObject({ name: 'Mitsuyo Testseo', entries_count: 3 });
  });
});

describe('release and 0day search', () => {
  beforeAll(async () => {
    const entry = await buildEntry(ctx.db, { title: 'Findet Nemo', type: 'movie' });
    await buildRelease(ctx.db, {
      entryId: entry.id,
      fulltitle: 'Findet.Nemo.2003.German.DL.1080p.BluRay.x264-GRP',
      size: 8 * 1024 ** 3,
    });
    await buildRelease(ctx.db, {
      entryId: entry.id,
      fulltitle: 'Findet.Nemo.2003.German.720p.WEB.x264-OTHER',
    });
    await buildRelease(ctx.db, {
      entryId: null,
      fulltitle: 'Findet_Nemo_Hoerbuch_German-ABOOK',
      type: 'digital',
      subType: 'abook',
      source: 'scene',
      is0day: true,
      links: { ddownload: ['https://ddownload.com/abc'], rapidgator: ['https://rapidgator.net/file/x'] },
      cryptedLinks: { filecrypt: 'https://filecrypt.cc/Container/ABC.html' },
      size: 300 * 1024 ** 2,
    });
    await buildRelease(ctx.db, {
      entryId: null,
      fulltitle: 'Findet.Nemo.2003.COMPLETE.UHD.BLURAY-GRP',
      is0day: true,
      source: 'scene',
    });
    await buildRelease(ctx.db, {
      entryId: null,
      fulltitle: 'Tool.Suite.v2.1.Incl.Keygen-CORE',
      type: 'app',
      is0day: true,
    });
    for (let i = 0; i < 55; i++) {
      await buildRelease(ctx.db, {
        entryId: null,
        fulltitle: `Stapel.Serie.S01E${String(i).padStart(2, '0')}.German.720p.WEB-GRP`,
        type: 'series',
      });
    }
  });

  it('finds release names by their words in any order, dots and underscores as separators', async () => {
    const res = await search('mode=releases&q=nemo 1080p findet');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.mode).toBe('releases');
    expect(body.data.map((r: { fulltitle: string }) => r.fulltitle)).toEqual([
      'Findet.Nemo.2003.German.DL.1080p.BluRay.x264-GRP',
    ]);
    expect(body.data[0].entry).toMatchObject({ title: 'Findet Nemo', type: 'movie' });
    const underscored = (await search('mode=releases&q=nemo hoerbuch')).json();
    expect(underscored.data[0].entry).toBeNull();
  });

  it("counts each card's own live releases", async () => {
    const cards = (await search('q=findet nemo')).json().data;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ title: 'Findet Nemo', releases_count: 2 });
  });

  it('filters releases by types and source', async () => {
    const movies = (await search('mode=releases&q=nemo&types=movie')).json();
    expect(movies.total).toBe(3);
    const scene = (await search('mode=releases&q=nemo&source=scene')).json();
    expect(scene.total).toBe(2);
    expect((await search('mode=releases&q=nemo&types=cartoon')).statusCode).toBe(400);
  });

  it('pages release results by 50 with from, to and total', async () => {
    const first = (await search('mode=releases&q=stapel')).json();
    expect(first).toMatchObject({ per_page: 50, last_page: 2, from: 1, to: 50, total: 55 });
    const second = (await search('mode=releases&q=stapel&page=2')).json();
    expect(second).toMatchObject({ from: 51, to: 55 });
  });

  it('says when a release name is not sufficient', async () => {
    const res = await search('mode=releases&q=ab');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.q).toMatch(/reicht nicht/);
  });

  it('lists 0day releases by section with readable sizes and their links', async () => {
    const all = (await search('mode=0day')).json();
    expect(all.mode).toBe('0day');
    expect(all.total).toBe(3);
    const abook = (await search('mode=0day&types=abooks')).json();
    expect(abook.data).toHaveLength(1);
    expect(abook.data[0]).toMatchObject({
      section: 'abooks',
      fulltitle: 'Findet_Nemo_Hoerbuch_German-ABOOK',
      size_readable: '300 MB',
      links: {
        ddownload: ['https://ddownload.com/abc'],
        rapidgator: ['https://rapidgator.net/file/x'],
        crypt_links: { filecrypt: 'https://filecrypt.cc/Container/ABC.html' },
      },
    });
    const sections = (await search('mode=0day&types=bluray,appz&sortBy=name&sortOrder=asc')).json();
    expect(sections.data.map((d: { section: string }) => d.section)).toEqual(['bluray', 'appz']);
    expect((await search('mode=0day&types=ebooks')).json()).toMatchObject({ data: [], total: 0 });
    expect((await search('mode=0day&types=warez')).statusCode).toBe(400);
  });
});
