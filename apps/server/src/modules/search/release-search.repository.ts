import type { SearchSortOption, SortOrder } from '@regal/shared';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, releases, users } from '../../db/schema/index.ts';
import { COUNT_CAP, cappedCount } from './capped-count.ts';
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
 * Every word of the name must appear in the release name, in any order. Trigrams ignore dots and
 * underscores, so `herr ringe 2001` finds `Der.Herr.der.Ringe.2001.German…` through the GIN index.
 */
export function nameMatch(text: string): SQL[] {
  return wordsOf(text).map((word) => sql`${releases.fulltitle} ilike ${containsPattern(word)}`);
}

function sortColumn(sortBy: SearchSortOption, zeroDay: boolean) {
  if (sortBy === 'name') return releases.fulltitle;
  if (sortBy === 'recently_updated') return releases.updatedAt;
  if (sortBy === 'released' || sortBy === 'year') return releases.releasedAt;
  if (sortBy === 'popular' || sortBy === 'trends') return releases.downloads;
  // 0day lists show when a release was last touched; the release list when it came in.
  return zeroDay ? releases.updatedAt : releases.createdAt;
}

export function createReleaseSearchRepository(db: Database) {
  return {
    async search(f: ReleaseSearchFilters) {
      const where: SQL[] = [isNull(releases.deletedAt)];
      if (f.zeroDay) where.push(eq(releases.is0day, true));
      if (f.types) where.push(inArray(releases.type, f.types));
      if (f.sections) where.push(inArray(releaseSection, f.sections));
      if (f.source) where.push(eq(releases.source, f.source));
      where.push(...nameMatch(f.text));
      const condition = and(...where);
      const dir = f.sortOrder === 'asc' ? asc : desc;
      const offset = (f.page - 1) * f.perPage;
      const [rows, total] = await Promise.all([
        offset >= COUNT_CAP
          ? Promise.resolve([])
          : db
              .select(releaseHitColumns)
              .from(releases)
              .leftJoin(users, eq(users.id, releases.userId))
              .leftJoin(entries, visibleEntryOf)
              .where(condition)
              .orderBy(sql`${dir(sortColumn(f.sortBy, f.zeroDay))} nulls last`, dir(releases.id))
              .limit(f.perPage)
              .offset(offset),
        cappedCount(db, db.select({ one: sql`1` }).from(releases).where(condition)),
      ]);
      return { rows, total };
    },
  };
}
export type ReleaseSearchRepository = ReturnType<typeof createReleaseSearchRepository>;
export type ReleaseHitRow = Awaited<ReturnType<ReleaseSearchRepository['search']>>['rows'][number];
