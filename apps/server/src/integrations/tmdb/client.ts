import { z } from 'zod';
import { type OutboundClient, outboundClient } from '../../lib/outbound/index.ts';

/**
 * TMDB API v3 title search (`/search/movie`, `/search/tv`). The key is either a v3 API key (sent
 * as `api_key`) or a v4 read access token (a JWT, sent as a Bearer token); TMDB accepts both.
 */
const ZMovieHit = z.object({
  id: z.number(),
  title: z.string(),
  original_title: z.string().nullish(),
  release_date: z.string().nullish(),
});
const ZTvHit = z.object({
  id: z.number(),
  name: z.string(),
  original_name: z.string().nullish(),
  first_air_date: z.string().nullish(),
});
const ZGenre = z.object({ id: z.number(), name: z.string() });
const ZCredits = z.object({
  cast: z.array(
    z.object({ name: z.string(), profile_path: z.string().nullish(), order: z.number().nullish() }),
  ),
});
const ZVideos = z.object({
  results: z.array(z.object({ key: z.string(), site: z.string(), type: z.string() })),
});
const ZCommonDetails = {
  id: z.number(),
  overview: z.string().nullish(),
  genres: z.array(ZGenre).nullish(),
  original_language: z.string().nullish(),
  spoken_languages: z.array(z.object({ iso_639_1: z.string() })).nullish(),
  vote_average: z.number().nullish(),
  poster_path: z.string().nullish(),
  backdrop_path: z.string().nullish(),
  credits: ZCredits.nullish(),
  videos: ZVideos.nullish(),
};
/** `/movie/{id}?append_to_response=credits,videos,release_dates`. */
const ZMovieDetails = z.object({
  ...ZCommonDetails,
  title: z.string(),
  original_title: z.string().nullish(),
  release_date: z.string().nullish(),
  runtime: z.number().nullish(),
  imdb_id: z.string().nullish(),
  release_dates: z
    .object({
      results: z.array(
        z.object({
          iso_3166_1: z.string(),
          release_dates: z.array(z.object({ certification: z.string().nullish() })),
        }),
      ),
    })
    .nullish(),
});
/** `/tv/{id}?append_to_response=credits,videos,external_ids,content_ratings`. */
const ZTvDetails = z.object({
  ...ZCommonDetails,
  name: z.string(),
  original_name: z.string().nullish(),
  first_air_date: z.string().nullish(),
  episode_run_time: z.array(z.number()).nullish(),
  external_ids: z.object({ imdb_id: z.string().nullish() }).nullish(),
  content_ratings: z
    .object({ results: z.array(z.object({ iso_3166_1: z.string(), rating: z.string().nullish() })) })
    .nullish(),
});
/** `/find/{imdb_id}?external_source=imdb_id`. */
const ZFindAnswer = z.object({
  movie_results: z.array(z.object({ id: z.number() })),
  tv_results: z.array(z.object({ id: z.number() })),
});
export type TmdbMovieDetails = z.infer<typeof ZMovieDetails>;
export type TmdbTvDetails = z.infer<typeof ZTvDetails>;
export type TmdbDetails = ({ kind: 'movie' } & TmdbMovieDetails) | ({ kind: 'tv' } & TmdbTvDetails);

const ZMovieAnswer = z.object({ results: z.array(ZMovieHit) });
const ZTvAnswer = z.object({ results: z.array(ZTvHit) });

export type TmdbKind = 'movie' | 'tv';
export interface TmdbTitle {
  id: number;
  name: string;
  year: number | null;
}

export class TmdbError extends Error {
  /** TMDB's HTTP status when it answered (404 unknown id, 429 rate limit), null when unreachable. */
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'TmdbError';
  }
}

const yearOf = (date: string | null | undefined) =>
  date && /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null;

export interface TmdbClientOptions {
  baseUrl: string;
  apiKey: string;
  language?: string;
  timeoutMs?: number;
  /** the guarded client (decision 024); default: one that allows this service's base URL only */
  outbound?: OutboundClient;
}

export function createTmdbClient({
  baseUrl,
  apiKey,
  language = 'de-DE',
  timeoutMs = 8000,
  outbound = outboundClient('', baseUrl),
}: TmdbClientOptions) {
  const root = baseUrl.replace(/\/+$/, '');
  const bearer = apiKey.startsWith('eyJ');

  async function get(path: string, params: Record<string, string> = {}): Promise<unknown> {
    const url = new URL(`${root}${path}`);
    url.search = new URLSearchParams({
      ...params,
      language,
      include_adult: 'false',
      ...(bearer ? {} : { api_key: apiKey }),
    }).toString();
    let response: Response;
    try {
      response = await outbound.fetch(url, {
        headers: { Accept: 'application/json', ...(bearer ? { Authorization: `Bearer ${apiKey}` } : {}) },
        timeoutMs,
      });
    } catch (error) {
      throw new TmdbError(`TMDB unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new TmdbError(`TMDB answered ${response.status}`, response.status);
    return response.json().catch(() => null);
  }

  return {
    /** Titles matching the query, in TMDB's own relevance order. */
    async search(kind: TmdbKind, query: string, year: number | null): Promise<TmdbTitle[]> {
      const yearParam: Record<string, string> =
        year === null
          ? {}
          : kind === 'movie'
            ? { year: String(year) }
            : { first_air_date_year: String(year) };
      const body = await get(`/search/${kind}`, { query, ...yearParam });
      if (kind === 'movie') {
        const parsed = ZMovieAnswer.safeParse(body);
        if (!parsed.success) throw new TmdbError('TMDB answered an unreadable body');
        return parsed.data.results.map((hit) => ({
          id: hit.id,
          name: hit.title,
          year: yearOf(hit.release_date),
        }));
      }
      const parsed = ZTvAnswer.safeParse(body);
      if (!parsed.success) throw new TmdbError('TMDB answered an unreadable body');
      return parsed.data.results.map((hit) => ({
        id: hit.id,
        name: hit.name,
        year: yearOf(hit.first_air_date),
      }));
    },

    /** One title's details with cast, videos and age ratings in one call (`append_to_response`). */
    async details(kind: TmdbKind, id: number): Promise<TmdbDetails> {
      if (kind === 'movie') {
        const body = await get(`/movie/${id}`, { append_to_response: 'credits,videos,release_dates' });
        const parsed = ZMovieDetails.safeParse(body);
        if (!parsed.success) throw new TmdbError('TMDB answered an unreadable body');
        return { kind, ...parsed.data };
      }
      const body = await get(`/tv/${id}`, {
        append_to_response: 'credits,videos,external_ids,content_ratings',
      });
      const parsed = ZTvDetails.safeParse(body);
      if (!parsed.success) throw new TmdbError('TMDB answered an unreadable body');
      return { kind, ...parsed.data };
    },

    /** The TMDB title an IMDb id belongs to (movies first), or null. */
    async findByImdbId(imdbId: string): Promise<{ kind: TmdbKind; id: number } | null> {
      const body = await get(`/find/${encodeURIComponent(imdbId)}`, { external_source: 'imdb_id' });
      const parsed = ZFindAnswer.safeParse(body);
      if (!parsed.success) throw new TmdbError('TMDB answered an unreadable body');
      const movie = parsed.data.movie_results[0];
      if (movie) return { kind: 'movie', id: movie.id };
      const tv = parsed.data.tv_results[0];
      return tv ? { kind: 'tv', id: tv.id } : null;
    },
  };
}
export type TmdbClient = ReturnType<typeof createTmdbClient>;
