import { z } from 'zod';
import { LIVE_FEED_SLOTS, MAX_PER_PAGE } from '../domain/constants.ts';
import {
  ENTRY_TYPES,
  GENRES,
  LEGACY_SORT_OPTIONS,
  LEGACY_TYPE_SEGMENTS,
  type LegacyTypeSegment,
  SORT_OPTIONS,
  SORT_ORDERS,
  SUB_TYPES,
} from '../domain/enums.ts';
import { zPaged } from './common.ts';
import { zIntQuery, zText } from './primitives.ts';
import { ZRelease } from './releases.ts';

export const ZEntryType = z.enum(ENTRY_TYPES);
export const ZSubType = z.enum(SUB_TYPES);
export const ZGenre = z.enum(GENRES);

export const ZActor = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  cdn: z.boolean(),
});
export type Actor = z.infer<typeof ZActor>;

export const ZBackdrop = z.object({ cdn: z.boolean(), url: z.string(), link: z.string().nullable() });

/** A public source of the work (Blender Studio, Internet Archive, Project Gutenberg, …). */
export const ZEntrySource = z.object({ label: z.string(), url: z.string(), license: z.string() });

/** What a grid card needs: small enough to list 21 at a time. */
export const ZEntryCard = z.object({
  id: z.number().int(),
  uid: z.string(),
  slug: z.string(),
  title: z.string(),
  type: ZEntryType,
  sub_type: ZSubType.nullable(),
  cover: z.string(),
  year: z.number().int().nullable(),
  rating: z.number().nullable(),
  genre: z.array(ZGenre),
  fsk: z.number().int().nullable(),
  releases_count: z.number().int(),
  updated_at: z.string(),
});
export type EntryCard = z.infer<typeof ZEntryCard>;

export const ZEntryDetail = ZEntryCard.extend({
  original_title: z.string().nullable(),
  fulltitle: z.string().nullable(),
  description: z.string(),
  released_at: z.string().nullable(),
  time: z.number().int().nullable(),
  trailer: z.string().nullable(),
  lang: z.array(z.string()),
  tags: z.array(z.string()),
  views: z.number().int(),
  downloads: z.number().int(),
  /** Reviews behind `rating` (0: the rating is the imported one alone). */
  reviews_count: z.number().int(),
  created_at: z.string(),
  options: z.object({
    actors: z.array(ZActor),
    backdrops: z.array(ZBackdrop),
    sources: z.array(ZEntrySource),
    imdb_id: z.string().nullable(),
  }),
  releases: z.array(ZRelease),
});
export type EntryDetail = z.infer<typeof ZEntryDetail>;

export const ZEntryCardPage = zPaged(ZEntryCard);

export const ZTypeListingParams = z.object({ type: ZEntryType });
export const ZTypeListingQuery = z.object({
  page: zIntQuery(1, 100_000).default(1),
  per_page: zIntQuery(1, MAX_PER_PAGE).optional(),
  sortBy: z.enum(SORT_OPTIONS).default('latest'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
  sub_type: ZSubType.optional(),
});
export type TypeListingQuery = z.infer<typeof ZTypeListingQuery>;

export const ZLatestQuery = z.object({
  limit: zIntQuery(1, 60).default(21),
  type: ZEntryType.optional(),
});

export const ZDetailParams = z.object({ uid: zText().min(1).max(64) });

/** The older listing `v2/type/{segment}` (spec §2) with its older sort options. */
export const ZLegacyListingParams = z.object({
  segment: z.enum(Object.keys(LEGACY_TYPE_SEGMENTS) as [LegacyTypeSegment, ...LegacyTypeSegment[]]),
});
export const ZLegacyListingQuery = z.object({
  page: zIntQuery(1, 100_000).default(1),
  per_page: zIntQuery(1, MAX_PER_PAGE).optional(),
  sortBy: z.enum(LEGACY_SORT_OPTIONS).default('created'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
});
export type LegacyListingQuery = z.infer<typeof ZLegacyListingQuery>;

/** A release with the entry it belongs to: the live feed and the warez mode list these. */
export const ZReleaseWithEntry = z.object({ release: ZRelease, entry: ZEntryCard.nullable() });
export type ReleaseWithEntry = z.infer<typeof ZReleaseWithEntry>;

/** `GET /api/test/live`: a random pick of recent releases, one per live-feed slot. */
export const ZLiveFeedQuery = z.object({
  count: zIntQuery(1, 24).default(LIVE_FEED_SLOTS),
});
export const ZLiveFeedResponse = z.object({ data: z.array(ZReleaseWithEntry) });

/** `GET /api/releases/newest`: the warez mode's dense list of the newest releases. */
export const ZNewestReleasesQuery = z.object({
  page: zIntQuery(1, 100_000).default(1),
  type: ZEntryType.optional(),
});
export const ZReleaseWithEntryPage = zPaged(ZReleaseWithEntry);

/** `GET /api/actors/featured`: the home page's actors strip, people with the most entries first. */
export const ZFeaturedActor = ZActor.extend({ entries_count: z.number().int() });
export type FeaturedActor = z.infer<typeof ZFeaturedActor>;
export const ZFeaturedActorsQuery = z.object({ limit: zIntQuery(1, 60).default(24) });
export const ZFeaturedActorsResponse = z.object({ data: z.array(ZFeaturedActor) });
