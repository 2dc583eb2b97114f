import { canOnAll, type PolicySubject, type Review, type ReviewDelete, type ReviewSave } from '@regal/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { reviews } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { pagedOf } from '../../lib/paged.ts';
import { requireAccess } from '../../plugins/access.ts';
import { coverUrl } from '../media/media-urls.ts';
import type { ContributionGuard } from '../strikes/contribution-guard.ts';
import { recomputeEntryRating } from './entry-rating.ts';
import type { ReviewFilter, ReviewJoinedRow, ReviewsRepository } from './reviews.repository.ts';

const DEFAULT_PER_PAGE = 10;

export function presentReview(row: ReviewJoinedRow): Review {
  const r = row.review;
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    rating: r.rating,
    user: {
      id: r.userId,
      username: row.username,
      displayname: row.displayname,
      strikes_count: row.strikesCount,
      staff: row.userRole !== 'user',
    },
    entry: {
      id: r.entryId,
      uid: row.entryUid,
      slug: row.entrySlug,
      title: row.entryTitle,
      cover: row.entryCover ?? coverUrl(row.entryUid),
    },
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export interface ListOptions {
  sortBy?: ReviewFilter['sortBy'] | undefined;
  sortOrder?: ReviewFilter['sortOrder'] | undefined;
  page?: number | undefined;
  per_page?: number | undefined;
  search?: string | undefined;
  user_id?: number | undefined;
}

export function createReviewsService(repo: ReviewsRepository, contributions: ContributionGuard) {
  const { db } = repo;

  /** The page `filter` names; for an entry's uid, its reviews (filter.entryId is set, or 404). */
  const readPage = async (uid: string, filter: ReviewFilter) => {
    if (filter.userId !== undefined || uid === 'all') return repo.page(filter);
    if (!filter.search) {
      // What an entry's detail page reads: one round trip (repo.entryPage).
      const { entryId, rows, total } = await repo.entryPage(uid, filter);
      if (entryId === null) throw notFound();
      filter.entryId = entryId;
      return { rows, total };
    }
    const entry = await repo.entryByUid(uid);
    if (!entry) throw notFound();
    filter.entryId = entry.id;
    return repo.page(filter);
  };

  return {
    /** `{uid}`: an entry's reviews (anyone), `my` (the caller's), `all` (staff table). */
    async list(subject: PolicySubject | null, uid: string, query: ListOptions) {
      const filter: ReviewFilter = {
        sortBy: query.sortBy ?? 'updated',
        sortOrder: query.sortOrder ?? 'desc',
        page: query.page ?? 1,
        perPage: query.per_page ?? DEFAULT_PER_PAGE,
        search: query.search?.trim() || undefined,
      };
      if (uid === 'my') {
        if (!subject) throw unauthorized();
        filter.userId = subject.id;
      } else if (uid === 'all') {
        requireAccess(subject, 'review.list');
        if (query.user_id !== undefined) filter.userId = query.user_id;
      }
      const { rows, total } = await readPage(uid, filter);
      const items = pagedOf(rows.map(presentReview), total, filter.page, filter.perPage);
      if (filter.entryId === undefined || !subject) return { items };
      const own = await repo.page({ ...filter, search: undefined, userId: subject.id, page: 1, perPage: 1 });
      const mine = own.rows[0];
      return { items, mine: mine ? presentReview(mine) : null };
    },

    /** One review per user and entry: a second save edits the first. */
    async save(actor: Actor, input: ReviewSave): Promise<Review> {
      requireAccess(actor, 'review.write', actor.id);
      await contributions.assertMayContribute(actor.id);
      const entry = await repo.visibleEntry(input.entry_id);
      if (!entry) throw notFound();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({
            userId: actor.id,
            entryId: entry.id,
            title: input.title,
            content: input.content,
            rating: input.rating,
          })
          .onConflictDoUpdate({
            target: [reviews.userId, reviews.entryId],
            set: {
              title: input.title,
              content: input.content,
              rating: input.rating,
              updatedAt: sql`now()`,
            },
          })
          .returning({ id: reviews.id });
        await recomputeEntryRating(tx, entry.id);
        return row?.id as number;
      });
      const saved = await repo.byId(id);
      if (!saved) throw notFound();
      return presentReview(saved);
    },

    /**
     * Without `admin`: one's own reviews (moderators: any). With `admin: true`: the admin bulk
     * delete of spec 02 §6. Deleting someone else's review is audited.
     */
    async remove(actor: Actor, input: ReviewDelete): Promise<number> {
      if (input.admin) requireAccess(actor, 'review.bulkDelete');
      const rows = await repo.byIds([...new Set(input.ids)]);
      if (rows.length === 0) throw notFound();
      const moderator = canOnAll(actor, 'review.write');
      for (const row of rows) {
        if (!input.admin && !moderator && row.review.userId !== actor.id) throw forbidden();
      }
      await db.transaction(async (tx) => {
        await tx.delete(reviews).where(
          inArray(
            reviews.id,
            rows.map((row) => row.review.id),
          ),
        );
        for (const entryId of new Set(rows.map((row) => row.review.entryId)))
          await recomputeEntryRating(tx, entryId);
        for (const row of rows) {
          if (row.review.userId === actor.id) continue;
          await recordAudit(tx, {
            actor: { id: actor.id, username: actor.username },
            action: input.admin ? 'review.bulkDelete' : 'review.write',
            itemType: 'review',
            itemId: row.review.id,
            itemLabel: `${row.username}: ${row.review.title}`,
            changes: diffFields(
              { title: row.review.title, rating: row.review.rating, entry: row.entryTitle },
              { title: null, rating: null, entry: null },
            ),
          });
        }
      });
      return rows.length;
    },

    /** Whether a review exists for the id (tests use it). */
    async exists(id: number) {
      const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id));
      return row !== undefined;
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
