import { z } from 'zod';
import { ZId, ZIdParam, zText } from './primitives.ts';

export const STRIKE_REASON_MIN = 10;
/** Spec 02 §5, verbatim (the trailing space included). */
export const STRIKE_REASON_TOO_SHORT = 'Bruh, give some more reasonable text... ';
export const STRIKE_SAVED = 'Bro got just Striked!';
export const STRIKE_CLEARED = 'Strike cleared!';
export const NO_STRIKES = 'No Strikes yet';

/**
 * Decision 036: a strike by a user (not staff) is `pending` until staff confirm or reject it; only
 * confirmed strikes count toward STRIKE_LIMIT (and pending ones once STRIKE_CONFIRM_REPORTERS
 * distinct reporters with standing agree).
 */
export const STRIKE_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type StrikeStatus = (typeof STRIKE_STATUSES)[number];
export const STRIKE_CONFIRMED = 'Strike confirmed.';
export const STRIKE_REJECTED = 'Strike rejected.';

/** Spec 02 §3 Strike. */
export const ZStrike = z.object({
  id: z.number().int(),
  reason: z.string(),
  user_id: z.number().int(),
  report_by_user_id: z.number().int().nullable(),
  report_by_user: z.object({ displayname: z.string() }).nullable(),
  user: z.object({ displayname: z.string() }),
  created_at: z.string(),
  status: z.enum(STRIKE_STATUSES),
  /** whether the strike counts toward the limit now (confirmed, or pending past the reporter threshold) */
  counts: z.boolean(),
  /**
   * whether the reporter has standing (verified, account old enough, a review or release of its own;
   * issue 32): without it a pending strike counts only once staff confirm it
   */
  reporter_standing: z.boolean(),
});
export type Strike = z.infer<typeof ZStrike>;

export const ZStrikeList = z.object({
  items: z.array(ZStrike),
  /** strikes at which the user is restricted (0: never), and whether they are */
  limit: z.number().int(),
  restricted: z.boolean(),
  /** the strikes that count toward the limit */
  count: z.number().int(),
});
export type StrikeList = z.infer<typeof ZStrikeList>;

/** `POST /api/strike/save`: the reporter is the caller (a sent report_by_user_id is ignored). */
export const ZStrikeSave = z.object({
  reason: zText().trim().min(STRIKE_REASON_MIN, STRIKE_REASON_TOO_SHORT).max(1000),
  user_id: ZId,
  report_by_user_id: ZId.optional(),
});
export type StrikeSave = z.infer<typeof ZStrikeSave>;

/** `POST /api/strike/delete`: the strike object (only its id counts). */
export const ZStrikeDelete = z.object({ id: ZId });

export const ZStrikeMessage = z.object({ message: z.string(), item: ZStrike.optional() });

/** `POST /api/strike/confirm` and `/api/strike/reject` (moderators): a pending strike's id. */
export const ZStrikeDecide = z.object({ id: ZId });

/** `GET /api/strike/pending`: user strikes waiting for staff, oldest first (the moderation view). */
export const ZPendingStrikes = z.object({ items: z.array(ZStrike), total: z.number().int() });
export type PendingStrikes = z.infer<typeof ZPendingStrikes>;
export const ZStrikeUserParams = z.object({ userId: ZIdParam });
