import { z } from 'zod';
import { zPaged } from './common.ts';
import { zIntQuery, zText } from './primitives.ts';

/** Issue 13: what the link checker knows about one hoster link. */
/** `refused`: the URL points at an address the server never fetches (decision 024); no detail is kept. */
export const LINK_STATES = ['online', 'offline', 'unknown', 'refused'] as const;
export const ZLinkState = z.enum(LINK_STATES);
export type LinkState = z.infer<typeof ZLinkState>;

/** The status image per hoster state (`options.check`): online, offline, dead (offline for good), unknown or refused. */
export const BADGE_STATES = ['online', 'offline', 'dead', 'unknown', 'refused'] as const;
export type BadgeState = (typeof BADGE_STATES)[number];

const ZUid = zText()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9]+$/, 'Ungültige UID.');

export const ZLinkBadgeParams = z.object({
  uid: ZUid,
  /** `<hoster>.svg` */
  hoster: zText()
    .min(5)
    .max(80)
    .regex(/^[A-Za-z0-9._-]+\.svg$/, 'Ungültiger Hoster.'),
});
/** The words on the image: the page's language (an image request's Accept-Language is the browser's, not the app's). */
export const ZLinkBadgeQuery = z.object({ lang: z.enum(['de', 'en']).optional() });

export const ZLinkItem = z.object({
  id: z.number().int(),
  release_uid: z.string(),
  release: z.string(),
  entry_uid: z.string().nullable(),
  entry: z.string().nullable(),
  hoster: z.string(),
  checker: z.string(),
  url: z.string(),
  state: ZLinkState,
  /** offline at least LINK_DEAD_AFTER times in a row */
  dead: z.boolean(),
  reason: z.string().nullable(),
  checked_at: z.string().nullable(),
  next_check_at: z.string(),
});
export type LinkItem = z.infer<typeof ZLinkItem>;

export const ZDeadLinksQuery = z.object({
  page: zIntQuery(1, 100_000).default(1),
  per_page: zIntQuery(1, 100).default(25),
  /** dead (default), offline (dead or not yet), unknown, or every link */
  state: z.enum(['dead', 'offline', 'unknown', 'all']).default('dead'),
  search: zText().max(200).optional(),
});
export type DeadLinksQuery = z.infer<typeof ZDeadLinksQuery>;
export const ZLinkPage = zPaged(ZLinkItem);

export const ZEntryLinksParams = z.object({ uid: ZUid });
export const ZEntryLinks = z.object({
  entry_uid: z.string(),
  title: z.string(),
  active: z.boolean(),
  links: z.array(ZLinkItem),
});
export type EntryLinks = z.infer<typeof ZEntryLinks>;

/** "Check now": the links of an entry, or of one release. */
export const ZCheckLinksBody = z
  .object({ entry_uid: ZUid.optional(), release_uid: ZUid.optional() })
  .refine((body) => Boolean(body.entry_uid) !== Boolean(body.release_uid), {
    message: 'Entweder entry_uid oder release_uid angeben.',
    path: ['entry_uid'],
  });
export type CheckLinksBody = z.infer<typeof ZCheckLinksBody>;
export const ZCheckLinksAnswer = z.object({ message: z.string(), links: z.number().int() });
