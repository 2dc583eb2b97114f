import {
  DEFAULT_SEARCH_TYPES,
  ENTRY_TYPES,
  GENRES,
  parseRatingTerm,
  parseYearTerm,
  RELEASE_NAME_MIN,
  type SearchQuery,
  ZERO_DAY_SECTIONS,
} from '@regal/shared';
import { badRequest } from '../../lib/http-errors.ts';
import { wordsOf } from './search-text.ts';

/** `all` in a list means "no filter". */
const ALL = 'all';

/** The Type dropdown (`selectedTypes`) wins over `types`; null means every type. */
function chosenList(selected: string[] | undefined, plain: string[] | undefined): string[] | undefined {
  if (selected && selected.length > 0) return selected;
  return plain && plain.length > 0 ? plain : undefined;
}

function checked(field: string, values: string[], allowed: readonly string[], what: string): string[] | null {
  if (values.includes(ALL)) return null;
  const unknown = values.find((v) => !allowed.includes(v));
  if (unknown !== undefined) throw badRequest({ [field]: `Unbekannter ${what}: ${unknown}` });
  return [...new Set(values)];
}

export function entryTypesOf(query: SearchQuery): string[] | null {
  const list = chosenList(query.selectedTypes, query.types) ?? [...DEFAULT_SEARCH_TYPES];
  return checked('types', list, ENTRY_TYPES, 'Typ');
}

/** Release and 0day masks search every type unless told otherwise. */
export function releaseTypesOf(query: SearchQuery): string[] | null {
  const list = chosenList(query.selectedTypes, query.types);
  return list ? checked('types', list, ENTRY_TYPES, 'Typ') : null;
}

export function zeroDaySectionsOf(query: SearchQuery): string[] | null {
  const list = chosenList(query.selectedTypes, query.types);
  return list ? checked('types', list, ZERO_DAY_SECTIONS, 'Bereich') : null;
}

export function genresOf(query: SearchQuery): string[] {
  const list = chosenList(query.selectedGenres, query.genres) ?? [];
  return checked('genres', list, GENRES, 'Genre') ?? [];
}

export function yearsOf(query: SearchQuery): [number, number][] {
  return (query.years ?? []).flatMap((term) => {
    const range = parseYearTerm(term);
    return range ? [range] : [];
  });
}

export function ratingsOf(query: SearchQuery): [number, number][] {
  return (query.ratings ?? []).flatMap((term) => {
    const range = parseRatingTerm(term);
    if (range && (range[0] > 10 || range[1] > 10 || range[0] > range[1]))
      throw badRequest({ ratings: 'Bewertungen liegen zwischen 0 und 10.' });
    return range ? [range] : [];
  });
}

/**
 * Spec §5 'release name not sufficient': a release-name search needs a word of three letters or
 * digits, otherwise no index can narrow a million names down.
 */
export function requireReleaseName(text: string): void {
  if (text === '') return;
  if (!wordsOf(text).some((w) => w.length >= RELEASE_NAME_MIN))
    throw badRequest({ q: 'Der Release-Name reicht nicht aus (mindestens 3 Buchstaben oder Ziffern).' });
}
