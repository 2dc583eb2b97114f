import type { SearchSortOption, SortOrder } from '@regal/shared';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries } from '../../db/schema/index.ts';
import { type EntryCardRow, entryCardColumns } from '../entries/entries.repository.ts';
import { COUNT_CAP, cappedCount } from './capped-count.ts';
import { prefixPattern, prefixTsQuery } from './search-text.ts';

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
 * Text matches: the German full-text index (stemmed, accents folded, last word as a prefix), or a
 * trigram-similar title or title word (a misspelt query still finds the entry). Each arm has its
 * own GIN index, so PostgreSQL combines them with a BitmapOr.
 */
function textMatch(text: string, tsQuery: SQL | null): SQL {
  const folded = sql`regal_fold(${text})`;
  const arms: SQL[] = [
    sql`${foldedTitle} % ${folded}`,
    sql`${foldedOriginal} % ${folded}`,
    // Word similarity: a misspelt word inside a longer title (`amelia` → `… Welt der Amélie`).
    sql`${foldedTitle} %> ${folded}`,
  ];
  if (tsQuery) arms.unshift(sql`${searchVector} @@ ${tsQuery}`);
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** Exact title first, then title prefix, then full-text rank, then trigram similarity. */
function relevanceOrder(text: string, tsQuery: SQL | null): SQL[] {
  const folded = sql`regal_fold(${text})`;
  const order = [
    sql`(${foldedTitle} = ${folded} or coalesce(${foldedOriginal} = ${folded}, false)) desc`,
    sql`(${foldedTitle} like regal_fold(${prefixPattern(text)})) desc`,
  ];
  if (tsQuery) order.push(sql`ts_rank(${searchVector}, ${tsQuery}) desc`);
  order.push(
    sql`greatest(similarity(${foldedTitle}, ${folded}), similarity(coalesce(${foldedOriginal}, ''), ${folded})) desc`,
    sql`${entries.lastReleaseAt} desc nulls last`,
    desc(entries.id),
  );
  return order;
}

function columnOrder(sortBy: Exclude<SearchSortOption, 'relevance'>, sortOrder: SortOrder): SQL[] {
  const dir = sortOrder === 'asc' ? asc : desc;
  const nulls = sortOrder === 'asc' ? sql`nulls first` : sql`nulls last`;
  return [sql`${dir(SORT_COLUMNS[sortBy])} ${nulls}`, dir(entries.id)];
}

export function createEntrySearchRepository(db: Database) {
  return {
    async search(f: EntrySearchFilters): Promise<{ rows: EntryCardRow[]; total: number }> {
      const tsText = f.text ? prefixTsQuery(f.text) : null;
      const tsQuery = tsText ? sql`to_tsquery('regal_german', ${tsText})` : null;
      const where = filterConditions(f);
      if (f.text) where.push(textMatch(f.text, tsQuery));
      const condition = and(...where);
      const order =
        f.sortBy === 'relevance'
          ? f.text
            ? relevanceOrder(f.text, tsQuery)
            : columnOrder('latest', 'desc')
          : columnOrder(f.sortBy, f.sortOrder);
      const offset = (f.page - 1) * f.perPage;
      const [rows, total] = await Promise.all([
        offset >= COUNT_CAP
          ? Promise.resolve([])
          : db
              .select(entryCardColumns)
              .from(entries)
              .where(condition)
              .orderBy(...order)
              .limit(f.perPage)
              .offset(offset),
        cappedCount(db, db.select({ one: sql`1` }).from(entries).where(condition)),
      ]);
      return { rows, total };
    },
  };
}
export type EntrySearchRepository = ReturnType<typeof createEntrySearchRepository>;
