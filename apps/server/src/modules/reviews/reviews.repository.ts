import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, reviews, users } from '../../db/schema/index.ts';
import { containsAny } from '../../lib/paged.ts';

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

export function createReviewsRepository(db: Database) {
  const base = () =>
    db
      .select(columns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(entries, eq(entries.id, reviews.entryId));

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
      const column = { updated: reviews.updatedAt, created: reviews.createdAt, rating: reviews.rating }[
        filter.sortBy
      ];
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
