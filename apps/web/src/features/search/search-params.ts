import {
  DEFAULT_SEARCH_TYPES,
  ENTRY_TYPES,
  GENRES,
  RELEASE_SEARCH_TYPES,
  SORT_OPTIONS,
  SORT_ORDERS,
  type SortOption,
  type SortOrder,
  ZERO_DAY_SECTIONS,
} from '@regal/shared';
import { parseRangeTerm, type RangeBounds, rangeTermOf } from './range-term.ts';

/** The masks of the search page (spec §2): the default mask, release names and 0day. */
export const SEARCH_MASKS = ['entries', 'releases', '0day'] as const;
export type SearchMask = (typeof SEARCH_MASKS)[number];

/** The default mask's tabs; `search` is the plain text search, the others are the spec's four. */
export const SEARCH_TABS = ['search', 'trends', 'popular', 'req', 'scenebot'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** Everything the search page shows is in its URL, so every state is a shareable link. */
export interface SearchState {
  mask: SearchMask;
  tab: SearchTab;
  q: string;
  /** The header's unique marker: a new one re-runs the same search. */
  f: string;
  page: number;
  /** Entry types, release types or 0day sections, depending on the mask; empty means all. */
  types: string[];
  genres: string[];
  /** Range terms of the default mask: `""`, `"2010"` or `"1990-1999"`; ratings `"7"` or `"6-8"`. */
  years: string;
  ratings: string;
  /** Undefined: the server's default (relevance with a text, latest without). */
  sortBy: SortOption | undefined;
  sortOrder: SortOrder;
  /** REQ list sorted by community votes (`sortBy=votes`, issue 12). */
  byVotes?: boolean;
}

/** Years a film can have; ratings are the 0 to 10 scale. */
export const YEAR_BOUNDS: RangeBounds = { min: 1900, max: new Date().getFullYear() + 2 };
export const RATING_BOUNDS: RangeBounds = { min: 0, max: 10 };

/** A hand-edited URL with a broken term searches without that filter instead of failing. */
function rangeTermOrEmpty(value: string | null, bounds: RangeBounds): string {
  const [from, to] = parseRangeTerm(value ?? '');
  return rangeTermOf(from, to, bounds);
}

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

function listOf(value: string | null, allowed: readonly string[]): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').filter((part) => allowed.includes(part)))];
}

/** The types a mask offers as buttons or in its dropdown. */
export function typeOptionsOf(mask: SearchMask): readonly string[] {
  if (mask === 'releases') return RELEASE_SEARCH_TYPES;
  if (mask === '0day') return ZERO_DAY_SECTIONS;
  return ENTRY_TYPES;
}

/**
 * Reads the URL. The default mask without `types` searches movies and series (spec §3);
 * `types=all` is the explicit "every type" the dropdown writes when it is emptied.
 */
export function readSearchState(search: URLSearchParams): SearchState {
  const mask = oneOf(SEARCH_MASKS, search.get('mode')) ?? 'entries';
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const rawTypes = search.get('types');
  const types =
    mask === 'entries' && rawTypes === null
      ? [...DEFAULT_SEARCH_TYPES]
      : listOf(rawTypes, typeOptionsOf(mask));
  return {
    mask,
    tab: mask === 'entries' ? (oneOf(SEARCH_TABS, search.get('tab')) ?? 'search') : 'search',
    q: (search.get('q') ?? search.get('search') ?? '').trim(),
    f: search.get('f') ?? '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    types,
    genres: listOf(search.get('genres'), GENRES),
    years: rangeTermOrEmpty(search.get('years'), YEAR_BOUNDS),
    ratings: rangeTermOrEmpty(search.get('ratings'), RATING_BOUNDS),
    sortBy: oneOf(SORT_OPTIONS, search.get('sortBy')),
    sortOrder: oneOf(SORT_ORDERS, search.get('sortOrder')) ?? 'desc',
    byVotes: search.get('sortBy') === 'votes',
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Writes the state back as `?…`, leaving defaults out so links stay short. */
export function toSearchString(state: SearchState): string {
  const search = new URLSearchParams();
  if (state.mask !== 'entries') search.set('mode', state.mask);
  if (state.tab !== 'search') search.set('tab', state.tab);
  search.set('page', String(state.page));
  if (state.q) search.set('q', state.q);
  if (state.f) search.set('f', state.f);
  if (state.mask === 'entries') {
    if (state.types.length === 0) search.set('types', 'all');
    else if (!sameList(state.types, DEFAULT_SEARCH_TYPES)) search.set('types', state.types.join(','));
  } else if (state.types.length > 0) search.set('types', state.types.join(','));
  if (state.genres.length > 0) search.set('genres', state.genres.join(','));
  if (state.years) search.set('years', state.years);
  if (state.ratings) search.set('ratings', state.ratings);
  if (state.sortBy) search.set('sortBy', state.sortBy);
  else if (state.byVotes) search.set('sortBy', 'votes');
  if (state.sortOrder !== 'desc') search.set('sortOrder', state.sortOrder);
  return `?${search}`;
}

/** Any change but paging starts again on page 1. */
export function changed(state: SearchState, next: Partial<SearchState>): string {
  return toSearchString({ ...state, page: 1, ...next });
}

/** A marker unique per search, so searching the same text twice still fetches anew. */
export function uniqueMarker(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Switching masks keeps the text and starts the new mask with its own default types. */
export function switchedMask(state: SearchState, mask: SearchMask): string {
  const types = mask === 'entries' ? readSearchState(new URLSearchParams()).types : [];
  return toSearchString({
    ...state,
    mask,
    tab: 'search',
    page: 1,
    types,
    genres: [],
    years: '',
    ratings: '',
    sortBy: undefined,
  });
}
