import { z } from 'zod';
import { ENTRY_PAGE_SIZE, MAX_PER_PAGE, RELEASE_SEARCH_PAGE_SIZE } from '../domain/constants.ts';
import { ENTRY_TYPES, LEGACY_SORT_OPTIONS, SORT_OPTIONS, SORT_ORDERS } from '../domain/enums.ts';
import { ZCartEntry } from './cart.ts';
import { zPaged } from './common.ts';
import { ZEntryCard } from './entries.ts';
import { ZIdLoose, zIntQuery, zText } from './primitives.ts';
import { ZRelease } from './releases.ts';

/**
 * `GET /api/start/search` (spec §3 "Search parameters"). One endpoint, four masks chosen by `mode`:
 * `entries` (default; entry grid, 21 a page), `releases` (release names, 50 a page), `req` (the
 * REQ list) and `0day` (0day releases by section).
 */
export const SEARCH_MODES = ['entries', 'releases', 'req', '0day'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** The 0day mask's nine types (spec §2), each a section that releases are filed under. */
export const ZERO_DAY_SECTIONS = [
  'movie',
  'bluray',
  'tv',
  'doku',
  'abooks',
  'ebooks',
  'music',
  'game',
  'appz',
] as const;
export type ZeroDaySection = (typeof ZERO_DAY_SECTIONS)[number];

/** Release-mask type buttons: every entry type except digital and music (spec §2). */
export const RELEASE_SEARCH_TYPES = ENTRY_TYPES.filter((t) => t !== 'digital' && t !== 'music');

/** `relevance` orders text matches (exact title first); the default when a text is searched. */
/** `votes` sorts the REQ list by its community votes. */
export const SEARCH_SORT_OPTIONS = ['relevance', ...SORT_OPTIONS, ...LEGACY_SORT_OPTIONS, 'votes'] as const;
export type SearchSortOption = (typeof SEARCH_SORT_OPTIONS)[number];

/** Entry types the entry search covers when neither `types` nor `selectedTypes` is given. */
export const DEFAULT_SEARCH_TYPES = ['movie', 'series'] as const;

/** The longest text a search takes; longer input is a 400. */
export const SEARCH_TEXT_MAX = 200;
/** Release-name search needs this many letters or digits (a shorter name cannot use the index). */
export const RELEASE_NAME_MIN = 3;

/** `a,b,c` (or repeated keys) → a trimmed list without empties. */
const zCommaList = z.union([zText().max(2000), z.array(zText().max(200)).max(50)]).transform((value) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);

/** A year (`2010`) or a range (`1990-1999`); several comma-separated. */
const YEAR_TERM = /^(\d{4})(?:-(\d{4}))?$/;
/** A minimum rating (`7`) or a range (`6-8`), on the 10 scale. */
const RATING_TERM = /^(\d{1,2}(?:\.\d)?)(?:-(\d{1,2}(?:\.\d)?))?$/;

export const ZSearchQuery = z
  .object({
    mode: z.enum(SEARCH_MODES).default('entries'),
    q: zText().max(SEARCH_TEXT_MAX).optional(),
    /** The older name of `q`. */
    search: zText().max(SEARCH_TEXT_MAX).optional(),
    /** The Type dropdown's choice; wins over `types`. `all` (or the 0day/release mask's own types) allowed. */
    selectedTypes: zCommaList.optional(),
    selectedGenres: zCommaList.optional(),
    /** Entry types (entries: default movie,series; `all` for every type), release types, or 0day sections. */
    types: zCommaList.optional(),
    genres: zCommaList.optional(),
    years: zCommaList
      .refine((terms) => terms.every((t) => YEAR_TERM.test(t)), 'Years are YYYY or YYYY-YYYY')
      .optional(),
    ratings: zCommaList
      .refine((terms) => terms.every((t) => RATING_TERM.test(t)), 'Ratings are N or N-M (0 to 10)')
      .optional(),
    /** Release search: the release source (`manual`, `scene` for the sceneBOT, …). */
    source: zText().trim().min(1).max(40).optional(),
    page: zIntQuery(1, 100_000).default(1),
    per_page: zIntQuery(1, MAX_PER_PAGE).optional(),
    sortBy: z.enum(SEARCH_SORT_OPTIONS).optional(),
    sortOrder: z.enum(SORT_ORDERS).default('desc'),
  })
  .transform((query) => ({ ...query, text: (query.q ?? query.search ?? '').trim() }));
export type SearchQuery = z.infer<typeof ZSearchQuery>;

export const parseYearTerm = (term: string): [number, number] | null => {
  const m = YEAR_TERM.exec(term);
  if (!m) return null;
  const from = Number(m[1]);
  return [from, m[2] ? Number(m[2]) : from];
};
export const parseRatingTerm = (term: string): [number, number] | null => {
  const m = RATING_TERM.exec(term);
  if (!m) return null;
  return [Number(m[1]), m[2] ? Number(m[2]) : 10];
};

export const defaultPerPage = (mode: SearchMode) =>
  mode === 'entries' ? ENTRY_PAGE_SIZE : RELEASE_SEARCH_PAGE_SIZE;

/** A release in a search list, with the entry a cart item needs (null for entry-less releases). */
export const ZReleaseHit = ZRelease.extend({ entry: ZCartEntry.nullable() });
export type ReleaseHit = z.infer<typeof ZReleaseHit>;

/** Spec §3 "REQ request". `user` is shown to moderators only (null for everyone else). */
export const ZRequestItem = z.object({
  id: z.number().int(),
  fulltitle: z.string(),
  user: z.object({ username: z.string() }).nullable(),
  filled_at: z.string().nullable(),
  created_at: z.string(),
  release: ZReleaseHit.nullable(),
  /** community votes (issue 12) and whether the caller voted */
  votes: z.number().int(),
  voted: z.boolean(),
});
export type RequestItem = z.infer<typeof ZRequestItem>;

/** Spec §3 "0day item", plus its section and the release for the cart. */
export const ZZeroDayItem = z.object({
  id: z.number().int(),
  section: z.enum(ZERO_DAY_SECTIONS),
  fulltitle: z.string(),
  folder: z.string().nullable(),
  size: z.number().nullable(),
  size_readable: z.string(),
  links: z.object({
    ddownload: z.array(z.string()),
    rapidgator: z.array(z.string()),
    crypt_links: z.record(z.string(), z.string()),
  }),
  updated_at: z.string(),
  release: ZReleaseHit,
});
export type ZeroDayItem = z.infer<typeof ZZeroDayItem>;

/**
 * True when `total` is an estimate: a broad search (more than 1,000 matches) is not counted row by
 * row; its total (at most 10,000) and `last_page` are the database's estimate ("about N").
 */
const total_estimated = z.boolean().optional();
export const ZEntrySearchPage = zPaged(ZEntryCard).extend({ mode: z.literal('entries'), total_estimated });
export const ZReleaseSearchPage = zPaged(ZReleaseHit).extend({
  mode: z.literal('releases'),
  total_estimated,
});
export const ZRequestPage = zPaged(ZRequestItem).extend({ mode: z.literal('req'), total_estimated });
export const ZZeroDayPage = zPaged(ZZeroDayItem).extend({ mode: z.literal('0day'), total_estimated });
export const ZSearchResult = z.discriminatedUnion('mode', [
  ZEntrySearchPage,
  ZReleaseSearchPage,
  ZRequestPage,
  ZZeroDayPage,
]);
export type SearchResult = z.infer<typeof ZSearchResult>;
export type EntrySearchPage = z.infer<typeof ZEntrySearchPage>;
export type ReleaseSearchPage = z.infer<typeof ZReleaseSearchPage>;
export type RequestPage = z.infer<typeof ZRequestPage>;
export type ZeroDayPage = z.infer<typeof ZZeroDayPage>;

/** `GET /api/search/actors?q&page`: people with how many entries credit them. */
export const ZActorSearchQuery = z.object({
  q: zText().trim().max(SEARCH_TEXT_MAX).default(''),
  page: zIntQuery(1, 100_000).default(1),
});
export const ZActorHit = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  entries_count: z.number().int(),
});
export type ActorHit = z.infer<typeof ZActorHit>;
export const ZActorSearchPage = zPaged(ZActorHit);
export type ActorSearchPage = z.infer<typeof ZActorSearchPage>;

/** `POST /api/irc`: ask the scene bot for a release. The name needs a dot and a hyphen (spec §5). */
export const ZBotRequest = z.object({ title: zText().trim().max(300) });
/** The answer of `/api/irc` (with `sent`: the bot got it right away) and of the REQ edits. */
export const ZBotMessage = z.object({ message: z.string(), sent: z.boolean().optional() });
export type BotMessage = z.infer<typeof ZBotMessage>;

/** `POST /api/req/update` and `/api/req/delete` (moderators). */
export const ZRequestUpdate = z.object({
  id: ZIdLoose,
  fulltitle: zText().trim().min(3).max(300).optional(),
  /** true marks it filled now, false clears it. */
  filled: z.boolean().optional(),
  /** uid of the release that answers the request. */
  release_uid: zText().min(1).max(64).nullable().optional(),
});
export const ZRequestDelete = z.object({ id: ZIdLoose });
