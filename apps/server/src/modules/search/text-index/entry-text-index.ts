import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../sql-rows.ts';
import { compareLexemes, type QueryOperand, readTsVector } from './pg-text-formats.ts';
import { similarity, trigramCodes } from './trigram.ts';
import { type OperandHits, tsRank } from './ts-rank.ts';

/**
 * The visible entries' search vectors and folded titles in memory, so the common search — a text,
 * relevance order, at most a type filter — is matched and ranked in process instead of by
 * PostgreSQL (decision 003, "The match in process"). It orders exactly like rankedEntryIds: exact
 * title, title prefix, ts_rank, trigram similarity, newest, id. The database stays the truth: the
 * index answers only while it was built at the catalogue version this process knows (or later);
 * otherwise the caller asks SQL and a rebuild starts, at most one per `minRebuildMs`.
 */

interface Built {
  /** The catalogue version of the snapshot the index was read in. */
  version: number;
  lexemes: string[];
  ids: Int32Array;
  types: string[];
  titles: string[];
  originals: (string | null)[];
  /** Newest release in microseconds since 1970; NaN when the entry has none. */
  latest: Float64Array;
  /** Entry e's lexemes are lexemeIds[lexemeStart[e] … lexemeStart[e + 1]), ascending (= byte order). */
  lexemeStart: Int32Array;
  lexemeIds: Int32Array;
  /** The positions of slot s (one lexeme of one entry): positions[positionStart[s] … positionStart[s + 1]). */
  positionStart: Int32Array;
  positions: Uint16Array;
  /** Entries holding lexeme l: postings[postingStart[l] … postingStart[l + 1]), ascending. */
  postingStart: Int32Array;
  postings: Int32Array;
  /** Trigram sets (trigram.ts) of title 2e and original title 2e + 1: trigrams[trigramStart[t] … trigramStart[t + 1]). */
  trigramStart: Int32Array;
  trigrams: Float64Array;
}

export interface RankedPageRequest {
  operands: QueryOperand[];
  /** The folded text (regal_fold), for the exact and prefix title tests and similarity. */
  folded: string;
  /** null: every type. */
  types: string[] | null;
  limit: number;
  offset: number;
  /** More matches than this: the caller's broad SQL search orders them. */
  maxMatches: number;
}

export interface RankedPage {
  ids: number[];
  total: number;
}

export interface EntryTextIndexOptions {
  version: { current(): number };
  minRebuildMs: number;
  log?: FastifyBaseLogger;
}

interface Row extends Record<string, unknown> {
  id: number;
  type: string;
  title_folded: string;
  original_title_folded: string | null;
  latest_us: string | number | bigint | null;
  vector: string | null;
}

/**
 * Rows read per statement while building. Bounds the memory a build needs besides the index, and
 * the time each page's parsing holds the event loop (~20 ms at 2,000 rows here).
 */
const BUILD_PAGE = 2_000;
/** Lets requests waiting behind a long build step run before the next step. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Typed-array list that grows by doubling: millions of slots without a JS object each. */
class Grow<T extends Int32Array | Uint16Array | Float64Array> {
  length = 0;
  constructor(
    public items: T,
    private readonly make: (size: number) => T,
  ) {}
  push(value: number): void {
    if (this.length === this.items.length) {
      const bigger = this.make(this.items.length * 2);
      bigger.set(this.items);
      this.items = bigger;
    }
    this.items[this.length] = value;
    this.length += 1;
  }
  done(): T {
    return this.items.slice(0, this.length) as T;
  }
}
const ints = (size: number) => new Int32Array(size);
const shorts = (size: number) => new Uint16Array(size);
const doubles = (size: number) => new Float64Array(size);

/** Collects the visible entries page by page, then lays out lexeme ids in byte order. */
function createBuilder(version: number) {
  const firstSeen = new Map<string, number>();
  const seenLexemes: string[] = [];
  const slotLexeme = new Grow(ints(1 << 16), ints);
  const slotPositions = new Grow(ints(1 << 16), ints);
  const positions = new Grow(shorts(1 << 16), shorts);
  const lexemeStart = new Grow(ints(1 << 12), ints);
  const ids = new Grow(ints(1 << 12), ints);
  const types: string[] = [];
  const titles: string[] = [];
  const originals: (string | null)[] = [];
  const latest: number[] = [];
  const trigramStart = new Grow(ints(1 << 12), ints);
  const trigrams = new Grow(doubles(1 << 16), doubles);
  const addTrigrams = (text: string) => {
    trigramStart.push(trigrams.length);
    for (const code of trigramCodes(text)) trigrams.push(code);
  };
  const onLexeme = (lexeme: string) => {
    let id = firstSeen.get(lexeme);
    if (id === undefined) {
      id = seenLexemes.push(lexeme) - 1;
      firstSeen.set(lexeme, id);
    }
    slotLexeme.push(id);
    slotPositions.push(positions.length);
  };
  const onPosition = (position: number) => positions.push(position);

  return {
    add(row: Row): void {
      ids.push(Number(row.id));
      types.push(row.type);
      titles.push(row.title_folded);
      originals.push(row.original_title_folded);
      latest.push(row.latest_us === null ? Number.NaN : Number(row.latest_us));
      lexemeStart.push(slotLexeme.length);
      readTsVector(row.vector ?? '', onLexeme, onPosition);
      addTrigrams(row.title_folded);
      addTrigrams(row.original_title_folded ?? '');
    },
    async finish(): Promise<Built> {
      const n = ids.length;
      lexemeStart.push(slotLexeme.length);
      slotPositions.push(positions.length);
      trigramStart.push(trigrams.length);
      // Ids in byte order, so an entry's lexemes (stored in that order) stay ascending and a
      // prefix's lexemes are one range.
      const order = seenLexemes
        .map((_, i) => i)
        .sort((a, b) => compareLexemes(seenLexemes[a] as string, seenLexemes[b] as string));
      const rankOf = new Int32Array(order.length);
      order.forEach((temporary, rank) => {
        rankOf[temporary] = rank;
      });
      await yieldToRequests();
      const lexemeIds = slotLexeme.done().map((temporary) => rankOf[temporary] as number);
      const starts = lexemeStart.done();
      const postingStart = new Int32Array(order.length + 1);
      for (const l of lexemeIds) postingStart[l + 1] = (postingStart[l + 1] as number) + 1;
      for (let l = 0; l < order.length; l++)
        postingStart[l + 1] = (postingStart[l + 1] as number) + (postingStart[l] as number);
      await yieldToRequests();
      const postings = new Int32Array(lexemeIds.length);
      const fill = postingStart.slice(0, order.length);
      for (let e = 0; e < n; e++)
        for (let slot = starts[e] as number; slot < (starts[e + 1] as number); slot++) {
          const l = lexemeIds[slot] as number;
          postings[fill[l] as number] = e;
          fill[l] = (fill[l] as number) + 1;
        }
      return {
        version,
        lexemes: order.map((temporary) => seenLexemes[temporary] as string),
        ids: ids.done(),
        types,
        titles,
        originals,
        latest: Float64Array.from(latest),
        lexemeStart: starts,
        lexemeIds,
        positionStart: slotPositions.done(),
        positions: positions.done(),
        postingStart,
        postings,
        trigramStart: trigramStart.done(),
        trigrams: trigrams.done(),
      };
    },
  };
}

/** One snapshot (repeatable read): the version and every visible entry, read in pages by id. */
async function readIndex(db: Database): Promise<Built> {
  return db.transaction(
    async (tx) => {
      const reader = tx as unknown as Database;
      const [current] = await rowsOf<{ version: number }>(
        reader,
        sql`select version from catalogue_version where id = 1`,
      );
      const builder = createBuilder(Number(current?.version ?? 0));
      let after = 0;
      for (;;) {
        const rows = await rowsOf<Row>(
          reader,
          sql`select id, type, title_folded, original_title_folded,
                (extract(epoch from last_release_at) * 1000000)::int8 as latest_us,
                search_vector::text as vector
              from entries where active and deleted_at is null and id > ${after}
              order by id limit ${BUILD_PAGE}`,
        );
        for (const row of rows) builder.add(row);
        await yieldToRequests();
        if (rows.length < BUILD_PAGE) break;
        after = Number(rows.at(-1)?.id);
      }
      return builder.finish();
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The first lexeme index at or after `key` in byte order. */
function lowerBound(lexemes: string[], key: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareLexemes(lexemes[middle] as string, key) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The lexeme ids an operand matches: [from, to). */
function lexemeRange(index: Built, operand: QueryOperand): [number, number] {
  const from = lowerBound(index.lexemes, operand.lexeme);
  if (!operand.prefix) return index.lexemes[from] === operand.lexeme ? [from, from + 1] : [from, from];
  let to = from;
  while (to < index.lexemes.length && (index.lexemes[to] as string).startsWith(operand.lexeme)) to += 1;
  return [from, to];
}

/**
 * Entries holding every operand (a lexeme in each operand's range) and of an asked type; null as
 * soon as there are more than `max` (the caller's broad search orders those).
 */
function matchingEntries(
  index: Built,
  ranges: [number, number][],
  types: Set<string> | null,
  max: number,
): number[] | null {
  const reached = new Uint8Array(index.ids.length);
  const matched: number[] = [];
  const last = ranges.length - 1;
  for (let k = 0; k <= last; k++) {
    const [from, to] = ranges[k] as [number, number];
    for (let l = from; l < to; l++)
      for (let p = index.postingStart[l] as number; p < (index.postingStart[l + 1] as number); p++) {
        const e = index.postings[p] as number;
        if (reached[e] !== k) continue;
        reached[e] = k + 1;
        if (k < last || (types && !types.has(index.types[e] as string))) continue;
        matched.push(e);
        if (matched.length > max) return null;
      }
  }
  return matched;
}

/** The positions of each operand's lexemes in entry e, for ts_rank. */
function hitsOf(index: Built, e: number, ranges: [number, number][], into: Uint16Array[][]): OperandHits[] {
  const first = index.lexemeStart[e] as number;
  const last = index.lexemeStart[e + 1] as number;
  ranges.forEach(([from, to], k) => {
    const hits = into[k] as Uint16Array[];
    hits.length = 0;
    for (let s = first; s < last; s++) {
      const l = index.lexemeIds[s] as number;
      if (l >= to) break;
      if (l >= from)
        hits.push(
          index.positions.subarray(index.positionStart[s] as number, index.positionStart[s + 1] as number),
        );
    }
  });
  return into;
}

/** Newest first, entries without releases last (`latest desc nulls last`), then id descending. */
function newerFirst(index: Built, a: number, b: number): number {
  const la = index.latest[a] as number;
  const lb = index.latest[b] as number;
  if (Number.isNaN(la) !== Number.isNaN(lb)) return Number.isNaN(la) ? 1 : -1;
  if (!Number.isNaN(la) && la !== lb) return lb - la;
  return (index.ids[b] as number) - (index.ids[a] as number);
}

/**
 * Operands sorted and de-duplicated as ts_rank sees them; null when one lexeme comes both as a
 * word and as a prefix (PostgreSQL then keeps whichever its sort meets first).
 */
function rankOperands(operands: QueryOperand[]): QueryOperand[] | null {
  const sorted = [...operands].sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
  const unique: QueryOperand[] = [];
  for (const operand of sorted) {
    const previous = unique.at(-1);
    if (previous?.lexeme !== operand.lexeme) unique.push(operand);
    else if (previous.prefix !== operand.prefix) return null;
  }
  return unique;
}

const trigramsOfTitle = (index: Built, t: number) =>
  index.trigrams.subarray(index.trigramStart[t] as number, index.trigramStart[t + 1] as number);

function rankedPageOf(index: Built, request: RankedPageRequest): RankedPage | null {
  const operands = rankOperands(request.operands);
  if (!operands) return null;
  const ranges = operands.map((operand) => lexemeRange(index, operand));
  const types = request.types ? new Set(request.types) : null;
  const matches = matchingEntries(index, ranges, types, request.maxMatches);
  if (!matches) return null;
  const { folded } = request;
  const conjunction = request.operands.length > 1;
  const m = matches.length;
  // Exact title (2) and title prefix (1) as one key, the rank, similarity once computed.
  const titleKey = new Uint8Array(m);
  const rank = new Float64Array(m);
  const similar = new Float64Array(m);
  // One set of hit lists for every match (hitsOf refills it): no arrays per match.
  const reused = ranges.map((): Uint16Array[] => []);
  for (let i = 0; i < m; i++) {
    const e = matches[i] as number;
    const title = index.titles[e] as string;
    titleKey[i] =
      (title === folded || index.originals[e] === folded ? 2 : 0) + (title.startsWith(folded) ? 1 : 0);
    rank[i] = tsRank(hitsOf(index, e, ranges, reused), conjunction);
  }
  const order = Array.from({ length: m }, (_, i) => i);
  order.sort(
    (a, b) => (titleKey[b] as number) - (titleKey[a] as number) || (rank[b] as number) - (rank[a] as number),
  );
  // Similarity only where it decides the page: the groups of equal (exact, prefix, rank) the
  // page reaches, as PostgreSQL's incremental sort does.
  const end = Math.min(m, request.offset + request.limit);
  const textTrigrams = trigramCodes(folded);
  for (let start = 0; start < end; ) {
    const head = order[start] as number;
    let stop = start + 1;
    while (stop < m) {
      const next = order[stop] as number;
      if (titleKey[next] !== titleKey[head] || rank[next] !== rank[head]) break;
      stop += 1;
    }
    if (stop > request.offset && stop - start > 1) {
      const group = order.slice(start, stop);
      for (const i of group) {
        const e = matches[i] as number;
        similar[i] = Math.max(
          similarity(trigramsOfTitle(index, 2 * e), textTrigrams),
          similarity(trigramsOfTitle(index, 2 * e + 1), textTrigrams),
        );
      }
      group.sort(
        (a, b) =>
          (similar[b] as number) - (similar[a] as number) ||
          newerFirst(index, matches[a] as number, matches[b] as number),
      );
      order.splice(start, group.length, ...group);
    }
    start = stop;
  }
  return {
    ids: order.slice(request.offset, end).map((i) => index.ids[matches[i] as number] as number),
    total: m,
  };
}

export function createEntryTextIndex(db: Database, options: EntryTextIndexOptions) {
  let built: Built | null = null;
  let building: Promise<void> | null = null;
  let lastStart = Number.NEGATIVE_INFINITY;

  function refresh(): Promise<void> {
    if (!building) {
      lastStart = Date.now();
      building = readIndex(db)
        .then((index) => {
          built = index;
        })
        .finally(() => {
          building = null;
        });
    }
    return building;
  }

  function fresh(): Built | null {
    if (built && built.version >= options.version.current()) return built;
    if (!building && Date.now() - lastStart >= options.minRebuildMs)
      refresh().catch((error: unknown) => options.log?.warn({ err: error }, 'search index build failed'));
    return null;
  }

  return {
    /** The page, or null when the index cannot answer it now (stale, too broad, an odd query). */
    rankedPage(request: RankedPageRequest): RankedPage | null {
      const index = fresh();
      return index ? rankedPageOf(index, request) : null;
    },
    /** Reads the catalogue now (tests, and the first build). */
    refresh,
    /** The version the index was built at; -1 before the first build. */
    builtVersion: (): number => built?.version ?? -1,
  };
}
export type EntryTextIndex = ReturnType<typeof createEntryTextIndex>;
