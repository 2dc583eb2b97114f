/** Enumerations from spec §3 of both documents. One place, used by server, web and tests. */

export const ENTRY_TYPES = ['movie', 'series', 'anime', 'doku', 'digital', 'music', 'game'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** The types whose releases are videos: only there does a resolution (SD, 720p, …) mean something. */
export const VIDEO_ENTRY_TYPES = ['movie', 'series', 'anime', 'doku'] as const satisfies readonly EntryType[];
export const isVideoType = (type: string): boolean => (VIDEO_ENTRY_TYPES as readonly string[]).includes(type);

export const DIGITAL_SUB_TYPES = ['abook', 'ebook', 'comic'] as const;
export type DigitalSubType = (typeof DIGITAL_SUB_TYPES)[number];

export const GAME_PLATFORMS = [
  'Multi',
  'NintendoDS',
  'NSW',
  'PCGames',
  'PlayStation3',
  'PlayStation4',
  'PlayStation5',
  'Wii',
  'WiiU',
  'Xbox360',
  'XboxOne',
] as const;
export type GamePlatform = (typeof GAME_PLATFORMS)[number];

/** A sub type is a digital sub type for `digital` entries and a platform for games. */
export const SUB_TYPES = [...DIGITAL_SUB_TYPES, ...GAME_PLATFORMS] as const;
export type SubType = (typeof SUB_TYPES)[number];

export const GENRES = [
  'action',
  'adventure',
  'anime',
  'animation',
  'comedy',
  'crime',
  'documentation',
  'drama',
  'eastern',
  'erotic',
  'fantasy',
  'history',
  'horror',
  'mystery',
  'musical',
  'romance',
  'sci-fi',
  'thriller',
  'war',
  'western',
  'sport',
  'realitytv',
] as const;
export type Genre = (typeof GENRES)[number];

export const ROLES = ['admin', 'mod', 'upper', 'dev', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Sort options of the v3 listing and search. */
export const SORT_OPTIONS = [
  'latest',
  'recently_added',
  'recently_updated',
  'released',
  'name',
  'rating',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Sort options of the older (v2) listing. */
export const LEGACY_SORT_OPTIONS = ['year', 'created', 'released', 'rating', 'trends', 'popular'] as const;
export type LegacySortOption = (typeof LEGACY_SORT_OPTIONS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The older listing's path segments (`v2/type/{…}`) and the entry type and sub type each stands for. */
export const LEGACY_TYPE_SEGMENTS = {
  movie: { type: 'movie' },
  series: { type: 'series' },
  anime: { type: 'anime' },
  game: { type: 'game' },
  doku: { type: 'doku' },
  digital: { type: 'digital' },
  book: { type: 'digital', subType: 'ebook' },
  comic: { type: 'digital', subType: 'comic' },
  music: { type: 'music' },
} as const satisfies Record<string, { type: EntryType; subType?: DigitalSubType }>;
export type LegacyTypeSegment = keyof typeof LEGACY_TYPE_SEGMENTS;

export function isEntryType(value: string): value is EntryType {
  return (ENTRY_TYPES as readonly string[]).includes(value);
}
