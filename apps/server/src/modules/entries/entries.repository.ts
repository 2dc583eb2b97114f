import type { LegacySortOption, SortOption, SortOrder } from '@regal/shared';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { actors, entries, entryActors } from '../../db/schema/index.ts';
import { prepareEntryDetailQuery, releaseRowFromJson } from './entry-detail.query.ts';

/**
 * Releases visitors see on the entry (not in the trash, approved), kept on the row by triggers
 * (migration 0052): it used to be a subquery over the entry's releases in every card read.
 */
const releasesCount = entries.visibleReleases;

export const entryCardColumns = {
  id: entries.id,
  uid: entries.uid,
  slug: entries.slug,
  title: entries.title,
  type: entries.type,
  subType: entries.subType,
  cover: entries.cover,
  releasedAt: entries.releasedAt,
  rating: entries.rating,
  genre: entries.genre,
  fsk: entries.fsk,
  options: entries.options,
  updatedAt: entries.updatedAt,
  releasesCount,
};
const selectCards = (db: Database) => db.select(entryCardColumns).from(entries);
export type EntryCardRow = Awaited<ReturnType<typeof selectCards>>[number];

/** What visitors may see: active and not in the trash (the public API's rule; discovery and share cards reuse it). */
export const visibleEntry = and(eq(entries.active, true), isNull(entries.deletedAt));

function orderFor(sortBy: SortOption, sortOrder: SortOrder): SQL[] {
  const dir = sortOrder === 'asc' ? asc : desc;
  const nulls = sortOrder === 'asc' ? sql`nulls first` : sql`nulls last`;
  const column = {
    latest: entries.lastReleaseAt,
    recently_added: entries.createdAt,
    recently_updated: entries.updatedAt,
    released: entries.releasedAt,
    name: entries.title,
    rating: entries.rating,
  }[sortBy];
  // Ties are broken by id so pages never overlap or skip.
  return [sql`${dir(column)} ${nulls}`, dir(entries.id)];
}

/**
 * The older listing's sorts. `popular` is all-time downloads; `trends` is downloads plus views,
 * damped by the days since the entry's newest release (Hacker News style gravity), so an entry
 * that is both fresh and used rises and old favourites slowly sink.
 */
function legacyOrderFor(sortBy: LegacySortOption, sortOrder: SortOrder): SQL[] {
  const dir = sortOrder === 'asc' ? asc : desc;
  const nulls = sortOrder === 'asc' ? sql`nulls first` : sql`nulls last`;
  const ageDays = sql`extract(epoch from (now() - coalesce(${entries.lastReleaseAt}, ${entries.createdAt}))) / 86400`;
  const column = {
    year: sql`extract(year from ${entries.releasedAt})`,
    created: sql`${entries.createdAt}`,
    released: sql`${entries.releasedAt}`,
    rating: sql`${entries.rating}`,
    popular: sql`${entries.downloads}`,
    trends: sql`(${entries.downloads} + ${entries.views} / 10.0) / power(${ageDays} + 2, 1.5)`,
  }[sortBy];
  return [sql`${column} ${sql.raw(sortOrder)} ${nulls}`, dir(entries.id)];
}

export interface LegacyListQuery extends Omit<ListQuery, 'sortBy'> {
  sortBy: LegacySortOption;
}

export interface ListQuery {
  type: string;
  subType?: string | undefined;
  page: number;
  perPage: number;
  sortBy: SortOption;
  sortOrder: SortOrder;
}

export function createEntriesRepository(db: Database) {
  const detailQuery = prepareEntryDetailQuery(db);

  /** One page of a type (and sub type) in the given order, with the total for the pager. */
  async function listPage(query: Omit<ListQuery, 'sortBy' | 'sortOrder'>, order: SQL[]) {
    const where = and(
      visibleEntry,
      eq(entries.type, query.type),
      query.subType ? eq(entries.subType, query.subType) : undefined,
    );
    const [rows, totals] = await Promise.all([
      selectCards(db)
        .where(where)
        .orderBy(...order)
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      db.select({ total: count() }).from(entries).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }

  return {
    async latest(limit: number, type?: string): Promise<EntryCardRow[]> {
      return selectCards(db)
        .where(type ? and(visibleEntry, eq(entries.type, type)) : visibleEntry)
        .orderBy(...orderFor('latest', 'desc'))
        .limit(limit);
    },

    async listByType(query: ListQuery): Promise<{ rows: EntryCardRow[]; total: number }> {
      return listPage(query, orderFor(query.sortBy, query.sortOrder));
    },

    async listLegacy(query: LegacyListQuery): Promise<{ rows: EntryCardRow[]; total: number }> {
      return listPage(query, legacyOrderFor(query.sortBy, query.sortOrder));
    },

    /** The entry with its live releases and actors, or null when it is missing or hidden. */
    async detailByUid(uid: string) {
      const [row] = await detailQuery.execute({ uid });
      if (!row) return null;
      return {
        entry: row.entry,
        releases: row.releases.map(releaseRowFromJson),
        actors: row.actors,
        reviewsCount: Number(row.reviewsCount),
      };
    },

    /** People credited on the most visible entries (the home page's actors strip). */
    async featuredActors(limit: number) {
      const entriesCount = sql<number>`count(*)::int`;
      return db
        .select({ id: actors.id, name: actors.name, slug: actors.slug, image: actors.image, entriesCount })
        .from(entryActors)
        .innerJoin(actors, eq(actors.id, entryActors.actorId))
        .innerJoin(entries, eq(entries.id, entryActors.entryId))
        .where(visibleEntry)
        .groupBy(actors.id)
        .orderBy(desc(entriesCount), asc(actors.name))
        .limit(limit);
    },
  };
}
export type EntriesRepository = ReturnType<typeof createEntriesRepository>;
