import type { SearchSortOption, SortOrder } from '@regal/shared';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, releases, users } from '../../db/schema/index.ts';
import { COUNT_CAP, cappedCount, estimatedRows, estimatedTotal } from './capped-count.ts';
import { containsPattern, wordsOf } from './search-text.ts';

export interface ReleaseSearchFilters {
  text: string;
  /** Release types (release mask) or null for all. */
  types: string[] | null;
  /** 0day sections (0day mask) or null for all; set only with `zeroDay`. */
  sections: string[] | null;
  zeroDay: boolean;
  source: string | null;
  sortBy: SearchSortOption;
  sortOrder: SortOrder;
  page: number;
  perPage: number;
}

/** The 0day section of a release, computed by the indexed SQL function of migration 0006. */
export const releaseSection = sql<string>`regal_release_section(${releases.type}, ${releases.subType}, ${releases.fulltitle})`;

export const releaseHitColumns = {
  release: releases,
  username: users.username,
  section: releaseSection,
  entry: {
    id: entries.id,
    uid: entries.uid,
    slug: entries.slug,
    title: entries.title,
    type: entries.type,
    cover: entries.cover,
  },
};

/** The release's entry, when it is still shown (an inactive or deleted entry counts as none). */
export const visibleEntryOf = and(
  eq(entries.id, releases.entryId),
  eq(entries.active, true),
  isNull(entries.deletedAt),
);

/**
 * Every word of the name must appear in the release name, in any order, as a substring. Trigrams
 * ignore dots and underscores, so `herr ringe 2001` finds `Der.Herr.der.Ringe.2001.German…` through
 * the trigram index. The last resort of a release search (see `nameSteps`), and the REQ list's match.
 */
export function nameMatch(text: string): SQL[] {
  return wordsOf(text).map((word) => sql`${releases.fulltitle} ilike ${containsPattern(word)}`);
}

// The word vector of the release name (migration 0009); SQL only, like entries.search_vector.
const nameVector = sql`"releases"."name_vector"`;
const wordQuery = (words: string[], prefix: boolean) =>
  sql`${nameVector} @@ to_tsquery('simple', ${words.map((w) => (prefix ? `${w}:*` : w)).join(' & ')})`;

/**
 * The name conditions tried in turn until one finds something: whole words (GIN posting lists of
 * the word vector intersect fast, even for `german 1080p`), then words as prefixes (`herr ring`),
 * then substrings through trigrams (`264` in `x264`), the slowest.
 */
function nameSteps(text: string): SQL[][] {
  const words = wordsOf(text).map((w) => w.toLowerCase());
  if (words.length === 0) return [[]];
  return [[wordQuery(words, false)], [wordQuery(words, true)], nameMatch(text)];
}

function sortColumn(sortBy: SearchSortOption, zeroDay: boolean) {
  if (sortBy === 'name') return releases.fulltitle;
  if (sortBy === 'recently_updated') return releases.updatedAt;
  if (sortBy === 'popular' || sortBy === 'trends') return releases.downloads;
  // 0day lists show when a release was last touched; the release list when it came in.
  return zeroDay ? releases.updatedAt : releases.createdAt;
}

/**
 * `few`: the matches are few (see FEW_MATCHES), so reading them all through the word index and
 * sorting is cheaper than walking the date index until a page of them turns up (for 0.2 % of a
 * million rows that walk reads ~25,000 rows). The planner, assuming matches spread evenly, picks the
 * walk; `+ interval '0'` hides the index order from it. Broad searches keep the plain order, which
 * matches the (created_at DESC, id DESC) style indexes: an index scan that stops after the page.
 */
function sortOrder(f: ReleaseSearchFilters, few: boolean): SQL[] {
  const dir = f.sortOrder === 'asc' ? asc : desc;
  if (f.sortBy === 'released' || f.sortBy === 'year')
    return [sql`${dir(releases.releasedAt)} nulls last`, dir(releases.id)];
  const column = sortColumn(f.sortBy, f.zeroDay);
  const timestamp = column === releases.createdAt || column === releases.updatedAt;
  // The other columns are NOT NULL: no NULLS clause, so the index order applies.
  const key = few && timestamp ? sql`(${column} + interval '0 seconds')` : column;
  return [dir(key), dir(releases.id)];
}

/** Estimated matches past which the date-index walk beats reading every match (see sortOrder). */
const FEW_MATCHES = 5_000;

export function createReleaseSearchRepository(db: Database) {
  const hitsByIds = async (ids: number[]) => {
    if (ids.length === 0) return [];
    const rows = await db
      .select(releaseHitColumns)
      .from(releases)
      .leftJoin(users, eq(users.id, releases.userId))
      .leftJoin(entries, visibleEntryOf)
      .where(inArray(releases.id, ids));
    const byId = new Map(rows.map((row) => [row.release.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  async function page(f: ReleaseSearchFilters, condition: SQL | undefined) {
    const offset = (f.page - 1) * f.perPage;
    const estimate = await estimatedRows(db, db.select({ one: sql`1` }).from(releases).where(condition));
    if (estimate > FEW_MATCHES) {
      // Broad: newest first straight from the date index, the total estimated.
      const total = estimatedTotal(estimate);
      if (offset >= total.total) return { rows: [], ...total };
      const rows = await db
        .select(releaseHitColumns)
        .from(releases)
        .leftJoin(users, eq(users.id, releases.userId))
        .leftJoin(entries, visibleEntryOf)
        .where(condition)
        .orderBy(...sortOrder(f, false))
        .limit(f.perPage)
        .offset(offset);
      return { rows, ...total };
    }
    // Few: read every match once through the word index, count them in the same pass, sort.
    const ids = await db
      .select({ id: releases.id, total: sql<number>`count(*) over ()` })
      .from(releases)
      .where(condition)
      .orderBy(...sortOrder(f, true))
      .limit(f.perPage)
      .offset(offset);
    const total =
      ids.length > 0
        ? Number(ids[0]?.total)
        : offset > 0
          ? await cappedCount(db, db.select({ one: sql`1` }).from(releases).where(condition))
          : 0;
    const rows = await hitsByIds(ids.map((row) => row.id));
    return { rows, total: Math.min(total, COUNT_CAP), estimated: false };
  }

  return {
    async search(f: ReleaseSearchFilters) {
      const where: SQL[] = [isNull(releases.deletedAt), eq(releases.moderation, 'approved')];
      if (f.zeroDay) where.push(eq(releases.is0day, true));
      if (f.types) where.push(inArray(releases.type, f.types));
      if (f.sections) where.push(inArray(releaseSection, f.sections));
      if (f.source) where.push(eq(releases.source, f.source));
      const steps = nameSteps(f.text);
      let result = await page(f, and(...where, ...(steps[0] ?? [])));
      for (const step of steps.slice(1)) {
        if (result.total > 0) break;
        result = await page(f, and(...where, ...step));
      }
      return result;
    },
  };
}
export type ReleaseSearchRepository = ReturnType<typeof createReleaseSearchRepository>;
export type ReleaseHitRow = Awaited<ReturnType<ReleaseSearchRepository['search']>>['rows'][number];
