import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../sql-rows.ts';
import { compareLexemes, readTsVector } from './pg-text-formats.ts';
import { trigramCodes } from './trigram.ts';
import { orTerm } from './ts-rank.ts';

/** The in-process text index as built from one catalogue snapshot (see entry-text-index.ts). */
export interface Built {
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
  /** ts_rank's OR term (ts-rank.ts orTerm) of each posting's positions: a one-word search's rank. */
  postingTerms: Float64Array;
  /** Trigram sets (trigram.ts) of title 2e and original title 2e + 1: trigrams[trigramStart[t] … trigramStart[t + 1]). */
  trigramStart: Int32Array;
  trigrams: Float64Array;
}

export interface Row extends Record<string, unknown> {
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
      const postingTerms = new Float64Array(lexemeIds.length);
      const positionStart = slotPositions.done();
      const positionList = positions.done();
      const fill = postingStart.slice(0, order.length);
      for (let e = 0; e < n; e++)
        for (let slot = starts[e] as number; slot < (starts[e + 1] as number); slot++) {
          const l = lexemeIds[slot] as number;
          const p = fill[l] as number;
          postings[p] = e;
          postingTerms[p] = orTerm(
            positionList.subarray(positionStart[slot] as number, positionStart[slot + 1] as number),
          );
          fill[l] = p + 1;
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
        positionStart,
        positions: positionList,
        postingStart,
        postings,
        postingTerms,
        trigramStart: trigramStart.done(),
        trigrams: trigrams.done(),
      };
    },
  };
}

const ROW_COLUMNS = sql`id, type, title_folded, original_title_folded,
  (extract(epoch from last_release_at) * 1000000)::int8 as latest_us, search_vector::text as vector`;

/** An index of just these rows (the layer of entries changed since the full build). */
export function builtOf(rows: Iterable<Row>, version: number): Promise<Built> {
  const builder = createBuilder(version);
  for (const row of rows) builder.add(row);
  return builder.finish();
}

/**
 * The entries `ids` as they are now, in one snapshot with its catalogue version: the visible ones
 * (a hidden, trashed or deleted one is not among them).
 */
export async function readRows(db: Database, ids: number[]): Promise<{ version: number; rows: Row[] }> {
  return db.transaction(
    async (tx) => {
      const reader = tx as unknown as Database;
      const [current] = await rowsOf<{ version: number }>(
        reader,
        sql`select version from catalogue_version where id = 1`,
      );
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      const rows =
        ids.length === 0
          ? []
          : await rowsOf<Row>(
              reader,
              sql`select ${ROW_COLUMNS} from entries
                  where active and deleted_at is null and id in (${list}) order by id`,
            );
      return { version: Number(current?.version ?? 0), rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** One snapshot (repeatable read): the version and every visible entry, read in pages by id. */
export async function readIndex(db: Database): Promise<Built> {
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
          sql`select ${ROW_COLUMNS}
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
