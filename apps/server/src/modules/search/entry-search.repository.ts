import type { SearchSortOption, SortOrder } from '@regal/shared';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries } from '../../db/schema/index.ts';
import { batchedReads } from '../../lib/batched-reads.ts';
import { createGeneratedCache } from '../../lib/generated-cache.ts';
import type { EntryCardRow } from '../entries/entries.repository.ts';
import { entryCardColumns } from '../entries/entries.repository.ts';
import { cappedCount, estimatedRows, estimatedTotal } from './capped-count.ts';
import { broadEntryIds, foldedOriginal, foldedTitle } from './entry-broad-page.ts';
import type { EntryCardCache } from './entry-card-cache.ts';
import { rankedEntryIds } from './entry-ranked-page.ts';
import { type MatchKey, matchKeyOf } from './newest-of-matches.ts';
import { prefixTsQuery, wordsOf } from './search-text.ts';
import { rowsOf } from './sql-rows.ts';
import type { EntryTextIndex } from './text-index/entry-text-index.ts';
import { parseAndQuery, type QueryOperand } from './text-index/pg-text-formats.ts';

/**
 * Estimated matches up to which a text search ranks every match (ts_rank and similarity read each
 * match's vector and title); a broader search is ordered exact, prefix, newest (see entry-broad-page.ts).
 */
const RANK_LIMIT = 2000;
/** How long a search waits for the title index to lay a write's entries over it, before SQL answers. */
const PATCH_WAIT_MS = 100;
/** Letters a text needs before the trigram fallback runs. */
const FUZZY_MIN_LETTERS = 4;
/**
 * Texts whose folding and German word count are kept (see textMatch): both depend only on the text
 * and the dictionaries, never on the catalogue, so they never go stale; a few hundred KB at most.
 */
/** Analysed search texts (a few hundred bytes each), bounded by bytes (issue 32). */
const TEXT_ANALYSES = { maxBytes: 2 * 1024 * 1024, ttlMs: 24 * 60 * 60_000 };

export interface EntrySearchFilters {
  text: string;
  /** null: every type. */
  types: string[] | null;
  genres: string[];
  years: [number, number][];
  ratings: [number, number][];
  sortBy: SearchSortOption;
  sortOrder: SortOrder;
  page: number;
  perPage: number;
}

// The vector column lives only in SQL (migration 0006), so it is named here rather than in the schema.
const searchVector = sql`"entries"."search_vector"`;
// Title and original title as plain folded words, stop words kept (migration 0010, GIN indexed).
const titleWords = sql`regal_title_words(${entries.title}, ${entries.originalTitle})`;

const SORT_COLUMNS = {
  latest: entries.lastReleaseAt,
  recently_added: entries.createdAt,
  recently_updated: entries.updatedAt,
  released: entries.releasedAt,
  name: entries.title,
  rating: entries.rating,
  year: entries.releasedAt,
  created: entries.createdAt,
  trends: entries.views,
  popular: entries.downloads,
  // `votes` sorts the REQ list; entries have no votes and keep the "latest" order.
  votes: entries.lastReleaseAt,
} as const;

function filterConditions(f: EntrySearchFilters): SQL[] {
  const where: SQL[] = [eq(entries.active, true), isNull(entries.deletedAt)];
  if (f.types) where.push(inArray(entries.type, f.types));
  if (f.genres.length > 0) where.push(sql`${entries.genre} && ${toTextArray(f.genres)}`);
  const years = f.years.map(
    ([from, to]) =>
      sql`(${entries.releasedAt} >= ${`${from}-01-01`} and ${entries.releasedAt} <= ${`${to}-12-31`})`,
  );
  if (years.length > 0) where.push(or(...years) as SQL);
  const ratings = f.ratings.map(
    ([min, max]) => sql`(${entries.rating} >= ${min} and ${entries.rating} <= ${max})`,
  );
  if (ratings.length > 0) where.push(or(...ratings) as SQL);
  return where;
}

/** A text[] literal built from bound values, so PGlite and node-postgres read it the same way. */
const toTextArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * How a text matches: the German vector, or — when every word is a German stop word (`Weg und`,
 * `ohne`), which leaves the German tsquery empty — the plain title words. `rank` orders the matches.
 */
interface TextMatch {
  match: SQL;
  rank: SQL;
  /** Every word is a stop word: nothing to correct when it finds nothing. */
  stopWordsOnly: boolean;
  /** The German tsquery's words, for the in-process index; null for any other query shape. */
  operands: QueryOperand[] | null;
}

/**
 * Text matches in two steps. First the full-text index (see TextMatch): cheap and precise. Only when
 * that finds nothing do trigrams step in: a title similar as a whole, or a title word similar to the
 * text (a misspelt query still finds the entry). Trigram candidates are many on a large catalogue,
 * so they are the fallback, not the first try.
 */
function fuzzyMatch(text: string, fts: SQL): SQL {
  const folded = sql`regal_fold(${text})`;
  const arms: SQL[] = [
    sql`${foldedTitle} % ${folded}`,
    sql`${foldedOriginal} % ${folded}`,
    sql`${foldedTitle} %> ${folded}`,
  ];
  arms.unshift(fts);
  return sql`(${sql.join(arms, sql` or `)})`;
}

function columnOrder(sortBy: Exclude<SearchSortOption, 'relevance'>, sortOrder: SortOrder): SQL[] {
  const dir = sortOrder === 'asc' ? asc : desc;
  const nulls = sortOrder === 'asc' ? sql`nulls first` : sql`nulls last`;
  return [sql`${dir(SORT_COLUMNS[sortBy])} ${nulls}`, dir(entries.id)];
}

export interface EntrySearchResult {
  rows: EntryCardRow[];
  total: number;
  /** The total is the planner's estimate of a broad search (see capped-count.ts). */
  estimated: boolean;
  /**
   * A relevance page from the title index: the entries whose newest release can change it
   * (RankedPage.tieReach). Absent: any entry's newest release may (the answer names `by:latest`).
   */
  tieReach?: number[];
  /**
   * Without a tie reach: what every entry this text search can show holds (newest-of-matches.ts), so
   * only their new releases move its order. Absent: any entry's newest release may.
   */
  matchKey?: MatchKey;
}

/**
 * `inProcess` (decision 003, "The match in process"): the text index that matches and ranks the
 * common search, and the card cache; without them every search and card is SQL.
 */
export function createEntrySearchRepository(
  db: Database,
  inProcess: { textIndex?: EntryTextIndex; cards?: EntryCardCache } = {},
) {
  const { textIndex, cards } = inProcess;
  const analyses = createGeneratedCache<{ folded: string; germanWords: number; query: string }>(
    TEXT_ANALYSES,
  );
  const cardsByIds = async (ids: number[]): Promise<EntryCardRow[]> => {
    if (ids.length === 0) return [];
    return cards ? cards.get(ids, readCards) : readCards(ids);
  };
  // Prepared once (decision 003, "The match in process"): a search miss runs these two on every new text,
  // and building their SQL through the query builder cost more than PostgreSQL took to answer them.
  // Both read a batch: the misses that arrive together go as one statement (lib/batched-reads.ts).
  const cardsQuery = db
    .select(entryCardColumns)
    .from(entries)
    .where(sql`${entries.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('search_entry_cards');
  const analysisQuery = db
    .select({
      folded: sql<string>`regal_fold(t.text)`,
      germanWords: sql<number>`numnode(to_tsquery('regal_german', t.ts))`,
      query: sql<string>`to_tsquery('regal_german', t.ts)::text`,
    })
    .from(
      sql`unnest(${sql.placeholder('texts')}::text[], ${sql.placeholder('tsTexts')}::text[]) with ordinality as t(text, ts, n)`,
    )
    .orderBy(sql`t.n`)
    .prepare('search_text_analyses');
  const analyse = batchedReads(async (texts: { text: string; tsText: string }[]) => {
    const rows = await analysisQuery.execute({
      texts: texts.map((one) => one.text),
      tsTexts: texts.map((one) => one.tsText),
    });
    return rows.map((row) => ({
      folded: row.folded ?? '',
      germanWords: Number(row.germanWords),
      query: row.query ?? '',
    }));
  });
  const readCards = batchedReads(async (batch: number[][]) => {
    const rows = await cardsQuery.execute({ ids: [...new Set(batch.flat())] });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return batch.map((ids) => ids.flatMap((id) => byId.get(id) ?? []));
  });

  async function run(
    f: EntrySearchFilters,
    match: SQL | null,
    rank: SQL | null,
    folded = '',
  ): Promise<EntrySearchResult> {
    const filters = and(...filterConditions(f));
    const condition = match ? and(filters, match) : filters;
    const offset = (f.page - 1) * f.perPage;
    const byText = f.sortBy === 'relevance' && f.text !== '' && match !== null;
    const order =
      f.sortBy === 'relevance' ? columnOrder('latest', 'desc') : columnOrder(f.sortBy, f.sortOrder);
    const estimate = await estimatedRows(db, db.select({ one: sql`1` }).from(entries).where(condition));
    if (estimate > RANK_LIMIT) {
      const total = estimatedTotal(estimate);
      if (offset >= total.total) return { rows: [], ...total };
      if (byText && match) {
        const ids = await broadEntryIds(db, filters, match, folded, f.perPage, offset);
        return { rows: await cardsByIds(ids), ...total };
      }
      const rows = await db
        .select(entryCardColumns)
        .from(entries)
        .where(condition)
        .orderBy(...order)
        .limit(f.perPage)
        .offset(offset);
      return { rows, ...total };
    }
    // Few enough to rank them all (exact, prefix, full-text rank, similarity), counted in the same pass.
    const ids = byText
      ? await rankedEntryIds(db, condition, rank, folded, f.perPage, offset)
      : await db
          .select({ id: entries.id, total: sql<number>`count(*) over ()` })
          .from(entries)
          .where(condition)
          .orderBy(...order)
          .limit(f.perPage)
          .offset(offset);
    const total =
      ids.length > 0
        ? Number(ids[0]?.total)
        : offset > 0
          ? await cappedCount(db, db.select({ one: sql`1` }).from(entries).where(condition))
          : 0;
    return { rows: await cardsByIds(ids.map((row) => row.id)), total, estimated: false };
  }

  /**
   * Does the text match any visible entry, whatever the filters say? Asked after a search found
   * nothing, so usually of a text that matches nothing. Planned with the `limit 1`, PostgreSQL takes
   * its default guess for a prefix query (500 matches) and walks the table for the first one: every
   * row when there is none (136 ms of its CPU at 100,000 entries for any made-up text, issue 34). The
   * materialized CTE is planned on its own, without the limit, so the text index answers it (0.3 ms).
   */
  async function textExists(match: SQL): Promise<boolean> {
    const visible = and(eq(entries.active, true), isNull(entries.deletedAt), match);
    const rows = await rowsOf(
      db,
      sql`with matching as materialized (select 1 from ${entries} where ${visible}) select 1 from matching limit 1`,
    );
    return rows.length > 0;
  }

  /**
   * The text's match: the German vector when its tsquery keeps a word, else the plain title words
   * (the text is all stop words); null when the text has no word at all. The folded text comes
   * along so broad searches can hand it to the title index as a constant.
   */
  async function textMatch(text: string): Promise<{ match: TextMatch | null; folded: string }> {
    const tsText = prefixTsQuery(text);
    if (!tsText) return { match: null, folded: '' };
    const german = sql`to_tsquery('regal_german', ${tsText})`;
    // One round trip less for every search of a text seen before (a new page, other filters, a
    // miss after the answer cache emptied).
    const { folded, germanWords, query } = await analyses.get(text, () => analyse({ text, tsText }));
    if (germanWords > 0)
      return {
        match: {
          match: sql`${searchVector} @@ ${german}`,
          rank: sql`ts_rank(${searchVector}, ${german})`,
          stopWordsOnly: false,
          operands: parseAndQuery(query),
        },
        folded,
      };
    const plain = sql`to_tsquery('simple', regal_fold(${tsText}))`;
    return {
      match: {
        match: sql`${titleWords} @@ ${plain}`,
        rank: sql`ts_rank(${titleWords}, ${plain})`,
        stopWordsOnly: true,
        operands: null,
      },
      folded,
    };
  }

  /**
   * The common search — relevance, at most a type filter — from the in-process index while it is
   * current; null sends it to SQL (no index, stale, other filters, too broad). `nothingFound`: the
   * index holds no match of the asked types; `anyType`: it holds one of another type.
   */
  async function fromIndex(
    f: EntrySearchFilters,
    match: TextMatch,
    folded: string,
  ): Promise<EntrySearchResult | { nothingFound: true; anyType: boolean } | null> {
    const plain = f.genres.length === 0 && f.years.length === 0 && f.ratings.length === 0;
    if (!textIndex || !match.operands || f.sortBy !== 'relevance' || !plain) return null;
    await textIndex.caughtUp(PATCH_WAIT_MS);
    const request = {
      operands: match.operands,
      folded,
      types: f.types,
      limit: f.perPage,
      offset: (f.page - 1) * f.perPage,
      maxMatches: RANK_LIMIT,
    };
    const page = textIndex.rankedPage(request);
    if (!page) return null;
    if (page.total === 0) {
      // The misspelling fallback runs only for a text no visible entry holds (see search()).
      const anyType =
        (f.types?.length ?? 0) > 0 &&
        (textIndex.rankedPage({ ...request, types: null, limit: 1, offset: 0 })?.total ?? 1) > 0;
      return { nothingFound: true, anyType };
    }
    const rows = await cardsByIds(page.ids);
    const key = page.tieReach ? null : matchKeyOf(match.operands, folded);
    return {
      rows,
      total: page.total,
      estimated: false,
      ...(page.tieReach ? { tieReach: page.tieReach } : {}),
      ...(key ? { matchKey: key } : {}),
    };
  }

  return {
    async search(f: EntrySearchFilters): Promise<EntrySearchResult> {
      if (!f.text) return run(f, null, null);
      const { match, folded } = await textMatch(f.text);
      const none = { rows: [], total: 0, estimated: false };
      if (!match) return none;
      const inProcess = await fromIndex(f, match, folded);
      if (inProcess && !('nothingFound' in inProcess)) return inProcess;
      // When the current index holds no match, SQL would find none either: it is asked only for
      // the misspelling fallback below (a made-up text cost three statements more).
      if (!inProcess) {
        const exact = await run(f, match.match, match.rank, folded);
        // Its matches hold the text's words (or, searched broadly, start with it); not so the
        // misspelling fallback's below.
        const key = match.operands ? matchKeyOf(match.operands, folded) : null;
        if (exact.total > 0) return key ? { ...exact, matchKey: key } : exact;
      }
      // Spelled right (it matches entries), only the filters leave nothing: no misspelling to fix.
      if (inProcess ? inProcess.anyType : await textExists(match.match)) return none;
      // Stop words only (`ohne`, `the`) or a short text: no misspelling worth a trigram scan of the
      // whole catalogue (it shares trigrams with nearly every title).
      if (match.stopWordsOnly || wordsOf(f.text).join('').length < FUZZY_MIN_LETTERS) return none;
      return run(f, fuzzyMatch(f.text, match.match), match.rank, folded);
    },
  };
}
export type EntrySearchRepository = ReturnType<typeof createEntrySearchRepository>;
