import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, reviews, users } from '../../db/schema/index.ts';
import { containsAny } from '../../lib/paged.ts';
import { visibleEntry } from '../entries/entries.repository.ts';

export interface ReviewFilter {
  entryId?: number;
  userId?: number;
  search?: string | undefined;
  sortBy: 'updated' | 'created' | 'rating';
  sortOrder: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const columns = {
  review: reviews,
  username: users.username,
  displayname: users.displayname,
  strikesCount: users.strikesCount,
  userRole: users.role,
  entryUid: entries.uid,
  entrySlug: entries.slug,
  entryTitle: entries.title,
  entryCover: entries.cover,
};

type SortBy = ReviewFilter['sortBy'];
type SortOrder = ReviewFilter['sortOrder'];
const SORT_COLUMNS = { updated: reviews.updatedAt, created: reviews.createdAt, rating: reviews.rating };

/** The id of the shown entry with this uid (active, not deleted): null for any other. */
const shownEntryId = sql`(select ${entries.id} from ${entries}
  where ${entries.uid} = ${sql.placeholder('uid')} and ${visibleEntry})`;

export function createReviewsRepository(db: Database) {
  const base = () =>
    db
      .select(columns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(entries, eq(entries.id, reviews.entryId));

  /*
   * An entry's reviews as the detail page reads them on every page miss (issue 34): two prepared
   * statements side by side (the entry's id with the count, and the page), not three built anew
   * and run one after the other.
   */
  const entryScope = db
    .select({
      entryId: sql<number | null>`${shownEntryId}`,
      total: sql<number>`(select count(*)::int from ${reviews} r inner join ${users} u on u.id = r.user_id
        where r.entry_id = ${shownEntryId})`,
    })
    .from(sql`(values (1)) as one`)
    .prepare('reviews_of_entry_scope');
  const entryPages = new Map<string, ReturnType<typeof prepareEntryPage>>();
  const prepareEntryPage = (sortBy: SortBy, sortOrder: SortOrder) => {
    const dir = sortOrder === 'asc' ? asc : desc;
    return base()
      .where(eq(reviews.entryId, shownEntryId))
      .orderBy(dir(SORT_COLUMNS[sortBy]), dir(reviews.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`reviews_of_entry_${sortBy}_${sortOrder}`);
  };

  return {
    db,

    async page(filter: ReviewFilter) {
      const where: SQL[] = [isNull(entries.deletedAt)];
      if (filter.entryId !== undefined) where.push(eq(reviews.entryId, filter.entryId));
      if (filter.userId !== undefined) where.push(eq(reviews.userId, filter.userId));
      if (filter.search) {
        where.push(
          containsAny(filter.search, [reviews.title, reviews.content, users.username, entries.title]),
        );
      }
      const dir = filter.sortOrder === 'asc' ? asc : desc;
      const column = SORT_COLUMNS[filter.sortBy];
      const [rows, [total]] = await Promise.all([
        base()
          .where(and(...where))
          .orderBy(dir(column), dir(reviews.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db
          .select({ n: count() })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .innerJoin(entries, eq(entries.id, reviews.entryId))
          .where(and(...where)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A shown entry's reviews by its uid (no search); `entryId` null when no such entry is shown. */
    async entryPage(uid: string, filter: Omit<ReviewFilter, 'entryId' | 'userId' | 'search'>) {
      const key = `${filter.sortBy}_${filter.sortOrder}`;
      let page = entryPages.get(key);
      if (!page) {
        page = prepareEntryPage(filter.sortBy, filter.sortOrder);
        entryPages.set(key, page);
      }
      const [[scope], rows] = await Promise.all([
        entryScope.execute({ uid }),
        page.execute({ uid, limit: filter.perPage, offset: (filter.page - 1) * filter.perPage }),
      ]);
      return { entryId: scope?.entryId ?? null, rows, total: scope?.total ?? 0 };
    },

    async byId(id: number) {
      const [row] = await base().where(eq(reviews.id, id));
      return row;
    },

    async byIds(ids: number[]) {
      return base().where(inArray(reviews.id, ids));
    },

    async entryByUid(uid: string) {
      const [row] = await db
        .select({ id: entries.id })
        .from(entries)
        .where(and(eq(entries.uid, uid), eq(entries.active, true), isNull(entries.deletedAt)));
      return row;
    },

    async visibleEntry(id: number) {
      const [row] = await db
        .select({ id: entries.id, title: entries.title })
        .from(entries)
        .where(and(eq(entries.id, id), eq(entries.active, true), isNull(entries.deletedAt)));
      return row;
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewJoinedRow = Awaited<ReturnType<ReviewsRepository['byIds']>>[number];
