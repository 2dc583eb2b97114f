import type { TmdbLookupResponse } from '@regal/shared';
import type { EntryDraft } from './entry-draft.ts';

/** What the operator typed, reduced to the id TMDB is asked for (a pasted TMDB or IMDb URL too). */
export type TmdbTarget = { tmdb_id: string; type: 'movie' | 'tv' } | { imdb_id: string } | null;

export function tmdbTargetOf(typed: string, entryType: EntryDraft['type']): TmdbTarget {
  const value = typed.trim();
  const imdb = /(?:^|imdb\.com\/(?:[a-z]{2}\/)?title\/)(tt\d{7,10})(?:\b|\/|$)/i.exec(value);
  if (imdb?.[1]) return { imdb_id: imdb[1].toLowerCase() };
  const url = /themoviedb\.org\/(movie|tv)\/(\d{1,10})/i.exec(value);
  if (url?.[1] && url[2]) return { tmdb_id: url[2], type: url[1].toLowerCase() as 'movie' | 'tv' };
  if (/^\d{1,10}$/.test(value)) {
    // A bare number is a TMDB id; series and anime live in TMDB's TV id space.
    return { tmdb_id: value, type: entryType === 'series' || entryType === 'anime' ? 'tv' : 'movie' };
  }
  return null;
}

/** The draft fields TMDB can fill, each with TMDB's value. */
function candidatesOf(answer: TmdbLookupResponse, draft: EntryDraft): Partial<EntryDraft> {
  const fields: Partial<EntryDraft> = {
    title: answer.title,
    description: answer.description,
    genre: answer.genre,
    lang: answer.lang,
  };
  if (answer.original_title) fields.original_title = answer.original_title;
  if (answer.released_at) fields.released_at = answer.released_at;
  if (answer.time !== null) fields.time = answer.time;
  if (answer.rating !== null) fields.rating = answer.rating;
  if (answer.fsk !== null) fields.fsk = answer.fsk;
  if (answer.cover) fields.cover = answer.cover;
  if (answer.trailer) fields.trailer = answer.trailer;
  if (answer.actors.length > 0) fields.actors = answer.actors;
  const options = {
    ...draft.options,
    tmdb_id: answer.tmdb_id,
    imdb_id: answer.imdb_id ?? draft.options.imdb_id,
  };
  if (answer.cover && !options.posters.some((p) => p.link === answer.cover)) {
    options.posters = [...options.posters, { link: answer.cover }];
  }
  if (answer.backdrop && !options.backdrops.some((b) => b.link === answer.backdrop)) {
    options.backdrops = [...options.backdrops, { link: answer.backdrop }];
  }
  fields.options = options;
  return fields;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Fields a lookup may fill when empty; the editor's default language (['de']) counts as empty. */
const isBlank = (key: keyof EntryDraft, draft: EntryDraft) =>
  key === 'lang' ? (draft.lang ?? []).join() === '' || draft.lang?.join() === 'de' : isEmpty(draft[key]);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Splits TMDB's answer into what fills empty fields (applied at once) and what would overwrite a
 * filled field with a different value (applied only when the operator says so). Ids and media
 * lists always merge: they add, never replace.
 */
export function planTmdbFill(
  draft: EntryDraft,
  answer: TmdbLookupResponse,
): { fill: Partial<EntryDraft>; overwrite: Partial<EntryDraft>; conflicts: (keyof EntryDraft)[] } {
  const fill: Partial<EntryDraft> = {};
  const overwrite: Partial<EntryDraft> = {};
  const conflicts: (keyof EntryDraft)[] = [];
  const candidates = candidatesOf(answer, draft);
  for (const key of Object.keys(candidates) as (keyof EntryDraft)[]) {
    const value = candidates[key];
    if (isEmpty(value) && key !== 'options') continue;
    if (key === 'options' || isBlank(key, draft)) Object.assign(fill, { [key]: value });
    else if (!same(draft[key], value)) {
      Object.assign(overwrite, { [key]: value });
      conflicts.push(key);
    }
  }
  return { fill, overwrite, conflicts };
}
