import type { SearchSortOption, SortOrder } from '@regal/shared';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries } from '../../db/schema/index.ts';
import type { EntryCardRow } from '../entries/entries.repository.ts';
import { entryCardColumns } from '../entries/entries.repository.ts';
import { cappedCount } from './capped-count.ts';
import { prefixPattern, prefixTsQuery, wordsOf } from './search-text.ts';

/** Letters a text needs before the trigram fallback runs. */
const FUZZY_MIN_LETTERS = 4;
/** Matches up to which text results are ranked by full-text rank and similarity. */
const RANK_LIMIT = 2000;

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
const foldedTitle = sql`regal_fold(${entries.title})`;
const foldedOriginal = sql`regal_fold(${entries.originalTitle})`;

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
 * Text matches in two steps. First the German full-text index (stemmed, accents folded, last word as
 * a prefix): cheap and precise. Only when that finds nothing do trigrams step in: a title similar
 * as a whole, or a title word similar to the text (a misspelt query still finds the entry). Trigram
 * candidates are many on a large catalogue, so they are the fallback, not the first try.
 */
function ftsMatch(tsQuery: SQL | null): SQL | null {
  return tsQuery ? sql`${searchVector} @@ ${tsQuery}` : null;
}

function fuzzyMatch(text: string, tsQuery: SQL | null): SQL {
  const folded = sql`regal_fold(${text})`;
  const arms: SQL[] = [
    sql`${foldedTitle} % ${folded}`,
    sql`${foldedOriginal} % ${folded}`,
    sql`${foldedTitle} %> ${folded}`,
  ];
  const fts = ftsMatch(tsQuery);
  if (fts) arms.unshift(fts);
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** Exact title first, then title prefix, then full-text rank, then trigram similarity. */
function relevanceOrder(text: string, tsQuery: SQL | null, withSimilarity: boolean): SQL[] {
  const folded = sql`regal_fold(${text})`;
  const order = [
    sql`(${foldedTitle} = ${folded} or coalesce(${foldedOriginal} = ${folded}, false)) desc`,
    sql`(${foldedTitle} like regal_fold(${prefixPattern(text)})) desc`,
  ];
  if (tsQuery) order.push(sql`ts_rank(${searchVector}, ${tsQuery}) desc`);
  if (withSimilarity)
    order.push(
      sql`greatest(similarity(${foldedTitle}, ${folded}), similarity(coalesce(${foldedOriginal}, ''), ${folded})) desc`,
    );
  order.push(sql`${entries.lastReleaseAt} desc nulls last`, desc(entries.id));
  return order;
}

function columnOrder(sortBy: Exclude<SearchSortOption, 'relevance'>, sortOrder: SortOrder): SQL[] {
  const dir = sortOrder === 'asc' ? asc : desc;
  const nulls = sortOrder === 'asc' ? sql`nulls first` : sql`nulls last`;
  return [sql`${dir(SORT_COLUMNS[sortBy])} ${nulls}`, dir(entries.id)];
}

export function createEntrySearchRepository(db: Database) {
  async function run(f: EntrySearchFilters, match: SQL | null, tsQuery: SQL | null) {
    const where = filterConditions(f);
    if (match) where.push(match);
    const condition = and(...where);
    const offset = (f.page - 1) * f.perPage;
    const total = await cappedCount(db, db.select({ one: sql`1` }).from(entries).where(condition));
    if (offset >= total) return { rows: [], total };
    // Ranking reads every match's vector; past a few thousand matches (a very common word) the
    // exact-title and prefix checks with "latest" keep the answer fast and still sensible.
    const rankable = total <= RANK_LIMIT ? tsQuery : null;
    const order =
      f.sortBy === 'relevance'
        ? f.text
          ? relevanceOrder(f.text, rankable, total <= RANK_LIMIT)
          : columnOrder('latest', 'desc')
        : columnOrder(f.sortBy, f.sortOrder);
    const rows = await db
      .select(entryCardColumns)
      .from(entries)
      .where(condition)
      .orderBy(...order)
      .limit(f.perPage)
      .offset(offset);
    return { rows, total };
  }

  return {
    async search(f: EntrySearchFilters): Promise<{ rows: EntryCardRow[]; total: number }> {
      if (!f.text) return run(f, null, null);
      const tsText = prefixTsQuery(f.text);
      const tsQuery = tsText ? sql`to_tsquery('regal_german', ${tsText})` : null;
      const fts = ftsMatch(tsQuery);
      if (fts) {
        const exact = await run(f, fts, tsQuery);
        if (exact.total > 0) return exact;
      }
      // A lone stop word (`the`, `der`) or a two-letter text is no misspelling worth a trigram scan
      // of the whole catalogue: it shares trigrams with nearly every title.
      if (wordsOf(f.text).join('').length < FUZZY_MIN_LETTERS) return { rows: [], total: 0 };
      return run(f, fuzzyMatch(f.text, tsQuery), tsQuery);
    },
  };
}
export type EntrySearchRepository = ReturnType<typeof createEntrySearchRepository>;
