import { z } from 'zod';
import { type ClientQuery, zPaged } from './common.ts';
import { ZId, zIntQuery, zText } from './primitives.ts';

/** Spec 02 §9: reviews are rated out of 10. */
export const REVIEW_RATING_MAX = 10;
export const REVIEW_TITLE_MIN = 3;
export const REVIEW_CONTENT_MIN = 10;
/** Spec 02 §9 "Reviews search debounce 300 ms". */
export const REVIEW_SEARCH_DEBOUNCE_MS = 300;

export const ZReviewSave = z.object({
  entry_id: ZId,
  title: zText()
    .trim()
    .min(REVIEW_TITLE_MIN, `Der Titel braucht mindestens ${REVIEW_TITLE_MIN} Zeichen.`)
    .max(150, 'Der Titel darf höchstens 150 Zeichen lang sein.'),
  content: zText()
    .trim()
    .min(REVIEW_CONTENT_MIN, `Die Bewertung braucht mindestens ${REVIEW_CONTENT_MIN} Zeichen.`)
    .max(5000, 'Die Bewertung darf höchstens 5000 Zeichen lang sein.'),
  rating: z
    .number({ error: `Bitte vergib 1 bis ${REVIEW_RATING_MAX} Punkte.` })
    .int(`Bitte vergib 1 bis ${REVIEW_RATING_MAX} Punkte.`)
    .min(1, `Bitte vergib 1 bis ${REVIEW_RATING_MAX} Punkte.`)
    .max(REVIEW_RATING_MAX, `Bitte vergib 1 bis ${REVIEW_RATING_MAX} Punkte.`),
});
export type ReviewSave = z.infer<typeof ZReviewSave>;

/** Spec 02 §7 `POST /reviews/delete` {ids, admin:true}; without `admin` only one's own reviews. */
export const ZReviewDelete = z.object({
  ids: z.array(ZId).min(1, 'Keine Bewertung ausgewählt.').max(200),
  admin: z.boolean().optional(),
});
export type ReviewDelete = z.infer<typeof ZReviewDelete>;

export const ZReviewSortBy = z.enum(['updated', 'created', 'rating']);

/** Spec 02 §7 `GET /reviews/get/{uid}`: sortBy, sortOrder, per_page, page, search. */
export const ZReviewsQuery = z.object({
  sortBy: ZReviewSortBy.optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  per_page: zIntQuery(1, 100).optional(),
  page: zIntQuery(1, 100_000).optional(),
  search: zText().max(200).optional(),
  /** `all` only (staff): one member's reviews — the strike dialog opened from the member list */
  user_id: zIntQuery(1, 2_147_483_647).optional(),
});
export type ReviewsQuery = ClientQuery<typeof ZReviewsQuery>;

/** `{uid}`: an entry uid, `my` (the caller's reviews) or `all` (staff). */
export const ZReviewsScope = z.object({
  uid: z.string().regex(/^(my|all|[A-Za-z0-9]{1,32})$/, 'Ungültige ID.'),
});

export const ZReview = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  rating: z.number().int(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    displayname: z.string().nullable(),
    /** spec 02 §2: the strike count button of the reviews table */
    strikes_count: z.number().int(),
    /**
     * Not a plain user (any staff role): the server refuses users' strikes against them
     * (strikes.service), so the review card offers users no strike button there.
     */
    staff: z.boolean(),
  }),
  entry: z.object({
    id: z.number().int(),
    uid: z.string(),
    slug: z.string(),
    title: z.string(),
    cover: z.string(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof ZReview>;

/** `mine`: the caller's own review of the entry (entry scope, signed in), wherever it is paged. */
export const ZReviewsAnswer = z.object({ items: zPaged(ZReview), mine: ZReview.nullable().optional() });
export type ReviewsAnswer = z.infer<typeof ZReviewsAnswer>;

export const ZReviewSaved = z.object({ message: z.string(), item: ZReview });
export const ZMessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof ZMessageAnswer>;
