import type { Genre, TmdbLookupQuery, TmdbLookupResponse } from '@regal/shared';
import { type TmdbClient, type TmdbDetails, TmdbError } from '../../integrations/tmdb/client.ts';
import { HttpError, notFound, serviceUnavailable, tooManyRequests } from '../../lib/http-errors.ts';
import { type Lang, message } from '../../lib/messages/index.ts';

const IMAGE_BASE = 'https://image.tmdb.org/t/p';

/**
 * TMDB genre ids (movie and TV lists) → our genres. Ids, not names: names come in the request
 * language. Genres we do not carry (family, TV movie, news, talk, …) are dropped.
 */
const GENRE_OF_TMDB_ID: Record<number, Genre[]> = {
  28: ['action'],
  12: ['adventure'],
  16: ['animation'],
  35: ['comedy'],
  80: ['crime'],
  99: ['documentation'],
  18: ['drama'],
  14: ['fantasy'],
  36: ['history'],
  27: ['horror'],
  10402: ['musical'],
  9648: ['mystery'],
  10749: ['romance'],
  878: ['sci-fi'],
  53: ['thriller'],
  10752: ['war'],
  37: ['western'],
  10759: ['action', 'adventure'],
  10764: ['realitytv'],
  10765: ['sci-fi', 'fantasy'],
  10768: ['war'],
};

/** German age ratings TMDB lists ("0", "6", "12", "16", "18"; "FSK 12" on some TV titles). */
function fskOf(ratings: (string | null | undefined)[]): number | null {
  for (const rating of ratings) {
    const digits = /^(?:FSK\s*)?(0|6|12|16|18)$/i.exec(rating?.trim() ?? '');
    if (digits) return Number(digits[1]);
  }
  return null;
}

const image = (size: string, path: string | null | undefined) =>
  path ? `${IMAGE_BASE}/${size}${path}` : null;
const dateOf = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;

/** TMDB's details as the entry fields the editor fills. */
export function entryFieldsOf(details: TmdbDetails): TmdbLookupResponse {
  const genre = [...new Set((details.genres ?? []).flatMap((g) => GENRE_OF_TMDB_ID[g.id] ?? []))];
  const langs = [details.original_language, ...(details.spoken_languages ?? []).map((l) => l.iso_639_1)]
    .filter((l): l is string => typeof l === 'string' && /^[a-z]{2}$/i.test(l))
    .map((l) => l.toLowerCase());
  const trailer = (details.videos?.results ?? []).find(
    (v) => v.site === 'YouTube' && v.type === 'Trailer' && /^[\w-]{6,20}$/.test(v.key),
  );
  const actors = [...(details.credits?.cast ?? [])]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .slice(0, 15)
    .map((c) => ({ name: c.name, image: image('w185', c.profile_path) }));
  const common = {
    description: details.overview ?? '',
    genre,
    lang: [...new Set(langs)],
    rating: details.vote_average ? Math.round(details.vote_average * 10) / 10 : null,
    tmdb_id: String(details.id),
    cover: image('w500', details.poster_path),
    backdrop: image('w1280', details.backdrop_path),
    actors,
    trailer: trailer ? `https://www.youtube.com/embed/${trailer.key}` : null,
  };
  if (details.kind === 'movie') {
    const de = details.release_dates?.results.find((r) => r.iso_3166_1 === 'DE');
    return {
      ...common,
      kind: 'movie',
      title: details.title,
      original_title: details.original_title ?? null,
      released_at: dateOf(details.release_date),
      time: details.runtime ? Math.round(details.runtime) : null,
      fsk: fskOf((de?.release_dates ?? []).map((d) => d.certification)),
      imdb_id: details.imdb_id || null,
    };
  }
  const de = details.content_ratings?.results.find((r) => r.iso_3166_1 === 'DE');
  const runtime = details.episode_run_time?.[0];
  return {
    ...common,
    kind: 'tv',
    title: details.name,
    original_title: details.original_name ?? null,
    released_at: dateOf(details.first_air_date),
    time: runtime ? Math.round(runtime) : null,
    fsk: fskOf([de?.rating]),
    imdb_id: details.external_ids?.imdb_id || null,
  };
}

/** TMDB's refusals as honest answers: unknown id 404, rate limit 429, anything else 503. */
function failure(error: unknown, lang: Lang): HttpError {
  if (error instanceof TmdbError && error.status === 404) return notFound(message(lang, 'tmdbNotFound'));
  if (error instanceof TmdbError && error.status === 429)
    return tooManyRequests(message(lang, 'tmdbRateLimited'), 10);
  return serviceUnavailable(message(lang, 'tmdbUnavailable'));
}

/** `GET /api/tmdb/lookup`: one TMDB title (by TMDB id or IMDb id) as entry fields. */
export async function lookupEntryFields(
  client: TmdbClient | null,
  query: TmdbLookupQuery,
  lang: Lang,
): Promise<TmdbLookupResponse> {
  if (!client) throw serviceUnavailable(message(lang, 'tmdbNotConfigured'));
  try {
    let target: { kind: 'movie' | 'tv'; id: number } | null;
    if (query.imdb_id) target = await client.findByImdbId(query.imdb_id);
    else target = query.tmdb_id === undefined ? null : { kind: query.type, id: query.tmdb_id };
    if (!target) throw notFound(message(lang, 'tmdbNotFound'));
    return entryFieldsOf(await client.details(target.kind, target.id));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw failure(error, lang);
  }
}
