import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import type { Database } from '../../../db/client.ts';
import { buildEntry } from '../../../db/seed/factories.ts';
import { createCatalogueVersion } from '../../../lib/catalogue-version.ts';
import { createEntrySearchRepository, type EntrySearchFilters } from '../entry-search.repository.ts';
import { rowsOf } from '../sql-rows.ts';
import { createEntryTextIndex, type EntryTextIndex, rebuildAllowedAt } from './entry-text-index.ts';
import { compareLexemes, parseAndQuery, parseTsVector } from './pg-text-formats.ts';
import { similarity, trigramCodes } from './trigram.ts';
import { tsRank } from './ts-rank.ts';

const ctx = useTestApp();

/** A small deterministic generator (mulberry32), so a failure names texts that fail again. */
function seeded(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (from: number, to: number) => from + Math.floor(next() * (to - from + 1));
  const pick = <T>(items: readonly T[]) => items[int(0, items.length - 1)] as T;
  return { int, pick };
}

const WORDS = [
  'sturm',
  'stürme',
  'nacht',
  'nächte',
  'herz',
  'herzen',
  'jagd',
  'jäger',
  'wald',
  'wälder',
  'ring',
  'ringe',
  'der',
  'die',
  'das',
  'und',
  'von',
  'im',
  'the',
  'of',
  'night',
  'hunter',
  'forest',
  'heart',
  'storm',
  'glück',
  'straße',
  'spiegel',
  'spiel',
  'spiele',
  'élan',
  'café',
  'mörder',
  'moor',
  'mond',
];
const TYPES = ['movie', 'series', 'doku', 'game'] as const;

async function sqlValue<T>(db: Database, query: ReturnType<typeof sql>, column: string): Promise<T> {
  const [row] = await rowsOf<Record<string, unknown>>(db, query);
  return row?.[column] as T;
}

/** A title search's filters: relevance, at most a type filter (what the index answers). */
function titleSearch(text: string, types: string[] | null, page = 1, perPage = 21): EntrySearchFilters {
  return {
    text,
    types,
    genres: [],
    years: [],
    ratings: [],
    sortBy: 'relevance',
    sortOrder: 'desc',
    page,
    perPage,
  };
}

describe('in-process text index', () => {
  const random = seeded(21);
  const words = (from: number, to: number) =>
    Array.from({ length: random.int(from, to) }, () => random.pick(WORDS)).join(' ');
  let index: EntryTextIndex;
  let answered = 0;

  beforeAll(async () => {
    for (let i = 0; i < 160; i++) {
      const title = i % 17 === 0 ? 'Sturm der Nacht' : words(1, 4);
      await buildEntry(ctx.db, {
        title: i % 11 === 0 ? title.toUpperCase() : title,
        originalTitle: i % 3 === 0 ? words(1, 3) : null,
        description: words(0, 30),
        type: random.pick(TYPES),
        active: i % 23 !== 5,
        // Ties on purpose: several entries share a newest release, some have none.
        lastReleaseAt: i % 7 === 0 ? null : new Date(Date.UTC(2025, 0, 1 + (i % 9))),
      });
    }
    index = createEntryTextIndex(ctx.db, {
      version: { current: () => 0 },
      minRebuildMs: Infinity,
      buildShare: 1,
    });
    await index.refresh();
  });

  it('ranks every vector as ts_rank does, to the last bit', async () => {
    const checks = [
      ["'herz':3A,5C 'jagd':1A,2B,9D", "'herz' & 'jagd'"],
      ["'herz':3A,5C 'jagd':1A,2B,9D", "'herz'"],
      ["'herz':3A,5C 'herzen':7 'jagd':1A", "'herz':* & 'jagd'"],
      ["'a':1A 'b':1A", "'a' & 'b'"],
      ["'a':1A,200C 'b':150B", "'a' & 'b'"],
      ["'nacht':4,8,12,16,20C 'sturm':1A,30D", "'sturm':* & 'nacht'"],
    ];
    const r = seeded(7);
    for (let i = 0; i < 60; i++) {
      const lexemes = [
        ...new Set(Array.from({ length: r.int(1, 6) }, () => r.pick(['ab', 'abc', 'b', 'ca', 'cab']))),
      ];
      const vector = lexemes
        .sort()
        .map((l) => {
          const positions = [...new Set(Array.from({ length: r.int(1, 4) }, () => r.int(1, 120)))].sort(
            (a, b) => a - b,
          );
          return `'${l}':${positions.map((p) => `${p}${r.pick(['A', 'B', 'C', ''])}`).join(',')}`;
        })
        .join(' ');
      const query = Array.from(
        { length: r.int(1, 3) },
        () => `'${r.pick(lexemes)}'${r.pick(['', ':*'])}`,
      ).join(' & ');
      checks.push([vector, query]);
    }
    for (const [vector, query] of checks) {
      const expected = await sqlValue<number>(
        ctx.db,
        sql`select ts_rank(${vector}::tsvector, ${query}::tsquery) as rank`,
        'rank',
      );
      const operands = parseAndQuery(
        await sqlValue<string>(ctx.db, sql`select ${query}::tsquery::text as q`, 'q'),
      );
      if (!operands) throw new Error(`unparsed ${query}`);
      // A lexeme both as a word and as a prefix: PostgreSQL keeps whichever its sort meets first.
      const asPrefix = new Map(operands.map((o) => [o.lexeme, o.prefix]));
      if (operands.some((o) => asPrefix.get(o.lexeme) !== o.prefix)) continue;
      const stored = parseTsVector(
        await sqlValue<string>(ctx.db, sql`select ${vector}::tsvector::text as v`, 'v'),
      );
      const sorted = [...new Map(operands.map((o) => [o.lexeme, o])).values()].sort((a, b) =>
        a.lexeme < b.lexeme ? -1 : 1,
      );
      const hits = sorted.map((o) =>
        stored
          .filter((s) => (o.prefix ? s.lexeme.startsWith(o.lexeme) : s.lexeme === o.lexeme))
          .map((s) => s.positions),
      );
      if (hits.some((found) => found.length === 0)) continue;
      expect(tsRank(hits, operands.length > 1), `${vector} @ ${query}`).toBe(Math.fround(Number(expected)));
    }
  });

  it('orders lexemes as PostgreSQL does: by their UTF-8 bytes', () => {
    const words = ['a', 'ab', 'b', 'z', 'é', 'ÿ', 'ſ', '中', '\uffef', '𝔸', 'a𝔸', 'a\uffef', 'aé', ''];
    for (const a of words)
      for (const b of words)
        expect(Math.sign(compareLexemes(a, b)), `${a} ? ${b}`).toBe(
          Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b))),
        );
  });

  it('measures trigram similarity as pg_trgm does', async () => {
    const r = seeded(3);
    for (let i = 0; i < 80; i++) {
      const a =
        i % 10 === 0
          ? ''
          : Array.from({ length: r.int(1, 3) }, () => r.pick(WORDS)).join(r.pick([' ', '-', ', ']));
      const b = Array.from({ length: r.int(1, 3) }, () => r.pick(WORDS)).join(' ');
      const expected = await sqlValue<number>(ctx.db, sql`select similarity(${a}, ${b}) as s`, 's');
      expect(similarity(trigramCodes(a), trigramCodes(b)), `${a} ~ ${b}`).toBe(Math.fround(Number(expected)));
    }
  });

  it('answers each page exactly as the SQL search does', async () => {
    const viaSql = createEntrySearchRepository(ctx.db);
    const counting: EntryTextIndex = {
      ...index,
      rankedPage: (request) => {
        const page = index.rankedPage(request);
        if (page) answered += 1;
        return page;
      },
    };
    const viaIndex = createEntrySearchRepository(ctx.db, { textIndex: counting });
    const texts = [
      ...WORDS,
      ...WORDS.map((w) => w.slice(0, 3)),
      'Sturm der Nacht',
      'sturm der',
      'der nacht',
      'herz jag',
      'the night hunter',
      'STURM',
      'mord',
    ];
    for (let i = 0; i < 40; i++) texts.push(words(2, 3));
    for (const text of texts) {
      for (const [types, page, perPage] of [
        [null, 1, 21],
        [['movie', 'series'], 1, 21],
        [null, 2, 5],
      ] as const) {
        const filters = titleSearch(text, types ? [...types] : null, page, perPage);
        const expected = await viaSql.search(filters);
        const actual = await viaIndex.search(filters);
        expect(
          { ids: actual.rows.map((row) => row.id), total: actual.total },
          `${text} ${types?.join(',') ?? 'all'} p${page}`,
        ).toEqual({ ids: expected.rows.map((row) => row.id), total: expected.total });
      }
    }
    // The comparison is only worth something if the index answered most of it.
    expect(answered).toBeGreaterThan(texts.length);
  });

  it('names every entry whose newest release can change a page: a release of any other match leaves it', async () => {
    const viaIndex = createEntrySearchRepository(ctx.db, { textIndex: index });
    const viaSql = createEntrySearchRepository(ctx.db);
    const search = (repository: typeof viaSql, text: string, page: number, perPage: number) =>
      repository.search(titleSearch(text, null, page, perPage));
    let outsiders = 0;
    let named = 0;
    for (const text of ['herz', 'sturm', 'mo', 'the night']) {
      for (const [page, perPage] of [
        [1, 21],
        [2, 5],
      ] as const) {
        const answer = await search(viaIndex, text, page, perPage);
        if (!answer.tieReach) continue;
        const reach = new Set(answer.tieReach);
        named += reach.size;
        for (const row of answer.rows)
          expect(reach.has(row.id), `${text} p${page}: card ${row.id}`).toBe(true);
        const matches = (await search(viaSql, text, 1, 2000)).rows.map((row) => row.id);
        const before = answer.rows.map((row) => row.id);
        // Each match outside the reach in turn gets the newest release there is.
        for (const id of matches.filter((match) => !reach.has(match))) {
          outsiders += 1;
          const [old] = await rowsOf<{ at: string | null }>(
            ctx.db,
            sql`select last_release_at::text as at from entries where id = ${id}`,
          );
          await ctx.db.execute(
            sql`update entries set last_release_at = now() + interval '1 day' where id = ${id}`,
          );
          const after = (await search(viaSql, text, page, perPage)).rows.map((row) => row.id);
          await ctx.db.execute(
            sql`update entries set last_release_at = ${old?.at ?? null}::timestamptz where id = ${id}`,
          );
          expect(after, `${text} p${page}: a release of ${id}`).toEqual(before);
        }
      }
    }
    // Worth something only if there were entries outside some reach, and reaches beyond the cards.
    expect(outsiders).toBeGreaterThan(5);
    expect(named).toBeGreaterThan(0);
    // Three queries for each match outside a reach: long on a busy machine.
  }, 120_000);

  it('steps aside once the catalogue moves past the version it was built at, and rebuilds at its pace', async () => {
    const versionNow = () =>
      sqlValue<number>(ctx.db, sql`select version from catalogue_version where id = 1`, 'version');
    let known = await versionNow();
    let clock = 1_000_000;
    const watched = createEntryTextIndex(ctx.db, {
      version: { current: () => known },
      minRebuildMs: 5_000,
      buildShare: 0.25,
      now: () => clock,
    });
    await watched.refresh();
    const request = {
      operands: [{ lexeme: 'sturm', prefix: true }],
      folded: 'sturm',
      types: null,
      limit: 21,
      offset: 0,
      maxMatches: 2000,
    };
    expect(watched.rankedPage(request)?.total).toBeGreaterThan(0);
    const builtBefore = watched.builtVersion();
    await buildEntry(ctx.db, { title: 'Sturmwarnung' });
    known = await versionNow();
    expect(builtBefore).toBeLessThan(known);
    // Stale: SQL answers, and within the pace's wait no build starts.
    clock += 4_999;
    expect(watched.rankedPage(request)).toBeNull();
    await watched.refresh();
    expect(watched.builtVersion()).toBe(known);
    const ids = watched.rankedPage(request)?.ids ?? [];
    const [created] = await rowsOf<{ id: number }>(
      ctx.db,
      sql`select id from entries where title = 'Sturmwarnung'`,
    );
    expect(ids).toContain(Number(created?.id));

    // The next write: a search inside the wait starts nothing, the first one after it starts the build.
    await buildEntry(ctx.db, { title: 'Sturmflut' });
    known = await versionNow();
    clock += 4_999;
    expect(watched.rankedPage(request)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watched.builtVersion()).toBeLessThan(known);
    clock += 1;
    expect(watched.rankedPage(request)).toBeNull();
    await vi.waitFor(() => expect(watched.builtVersion()).toBe(known), { timeout: 10_000 });
    expect(watched.rankedPage(request)?.total).toBeGreaterThan(0);
  });
});

/** A catalogue version that hears writes, and an index that follows them (pace Infinity: no rebuild). */
async function followingIndex() {
  const catalogue = createCatalogueVersion(ctx.db, { pollMs: 3_600_000 });
  await catalogue.start();
  const index = createEntryTextIndex(ctx.db, { version: catalogue, minRebuildMs: Infinity, buildShare: 1 });
  await index.refresh();
  return { catalogue, index };
}

/** `index` counting the pages it was asked for and the ones it answered (not null: no SQL). */
function counted(index: EntryTextIndex) {
  const counts = { asked: 0, answered: 0 };
  const textIndex: EntryTextIndex = {
    ...index,
    rankedPage: (request) => {
      counts.asked += 1;
      const page = index.rankedPage(request);
      if (page) counts.answered += 1;
      return page;
    },
  };
  return { textIndex, counts };
}

describe('the index follows writes in place (decision 050)', () => {
  it('after each streamed write (titles, visibility, types, new and deleted entries) answers as PostgreSQL does, without a rebuild', async () => {
    const random = seeded(50);
    const words = (from: number, to: number) =>
      Array.from({ length: random.int(from, to) }, () => random.pick(WORDS)).join(' ');
    const { catalogue, index } = await followingIndex();
    try {
      const viaSql = createEntrySearchRepository(ctx.db);
      const { textIndex, counts } = counted(index);
      const viaIndex = createEntrySearchRepository(ctx.db, { textIndex });
      const ids = await rowsOf<{ id: number }>(ctx.db, sql`select id from entries order by id`);
      const pickId = () => Number(random.pick(ids).id);
      const writes = 40;
      for (let w = 0; w < writes; w++) {
        const kind = w % 6;
        if (kind === 0)
          await ctx.db.execute(sql`update entries set title = ${words(1, 3)} where id = ${pickId()}`);
        else if (kind === 1)
          await ctx.db.execute(sql`update entries set active = not active where id = ${pickId()}`);
        else if (kind === 2)
          await ctx.db.execute(sql`update entries set type = ${random.pick(TYPES)} where id = ${pickId()}`);
        else if (kind === 3) {
          const created = await buildEntry(ctx.db, { title: words(1, 3), type: random.pick(TYPES) });
          ids.push({ id: created.id });
        } else if (kind === 4)
          await ctx.db.execute(
            sql`update entries set deleted_at = case when deleted_at is null then now() end where id = ${pickId()}`,
          );
        else
          await ctx.db.execute(sql`update entries set rating = ${random.int(1, 9)} where id = ${pickId()}`);
        await catalogue.check();
        await index.settled();
        const version = await sqlValue<number>(
          ctx.db,
          sql`select version from catalogue_version where id = 1`,
          'version',
        );
        expect(index.builtVersion()).toBe(Number(version));
        for (const text of [random.pick(WORDS), random.pick(WORDS).slice(0, 3), words(2, 2)])
          for (const types of [null, ['movie', 'series']]) {
            const filters = titleSearch(text, types);
            const expected = await viaSql.search(filters);
            const actual = await viaIndex.search(filters);
            expect(
              { ids: actual.rows.map((row) => row.id), total: actual.total },
              `write ${w}: ${text} ${types?.join(',') ?? 'all'}`,
            ).toEqual({ ids: expected.rows.map((row) => row.id), total: expected.total });
          }
      }
      // The answers came from the index as it followed the writes: with this pace (Infinity) no
      // full build could have run after the first.
      expect(counts.answered).toBeGreaterThan(writes * 3);
    } finally {
      await catalogue.stop();
    }
  });
});

describe('a search right after a write (issue 35)', () => {
  it('waits for the index to lay the write over it instead of going to SQL, and shows the write', async () => {
    const { catalogue, index } = await followingIndex();
    try {
      const { textIndex, counts } = counted(index);
      const viaIndex = createEntrySearchRepository(ctx.db, { textIndex });
      for (let n = 1; n <= 5; n++) {
        const created = await buildEntry(ctx.db, { title: `Cosmos Laundromat ${n}`, type: 'movie' });
        // The version moves now; the entry is read again in the background.
        await catalogue.check();
        const found = await viaIndex.search(titleSearch('cosmos laundromat', null));
        expect(found.rows.map((row) => row.id)).toContain(created.id);
        expect(found.total).toBe(n);
      }
      expect(counts).toEqual({ asked: 5, answered: 5 });
    } finally {
      await catalogue.stop();
    }
  }, 120_000);
});

describe('rebuild pace', () => {
  it('waits at least the floor, and long enough that rebuilding takes at most its share of a core', () => {
    const pace = { minRebuildMs: 1_000, buildShare: 0.25 };
    expect(rebuildAllowedAt(10_000, 100, pace)).toBe(11_000);
    expect(rebuildAllowedAt(10_000, 3_300, pace)).toBe(10_000 + 9_900);
    expect(rebuildAllowedAt(10_000, 3_300, { minRebuildMs: 0, buildShare: 1 })).toBe(10_000);
  });
});
