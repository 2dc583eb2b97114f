import { z } from 'zod';

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
const ZMovieAnswer = z.object({ results: z.array(ZMovieHit) });
const ZTvAnswer = z.object({ results: z.array(ZTvHit) });

export type TmdbKind = 'movie' | 'tv';
export interface TmdbTitle {
  id: number;
  name: string;
  year: number | null;
}

export class TmdbError extends Error {
  constructor(message: string) {
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
}

export function createTmdbClient({
  baseUrl,
  apiKey,
  language = 'de-DE',
  timeoutMs = 8000,
}: TmdbClientOptions) {
  const root = baseUrl.replace(/\/+$/, '');
  const bearer = apiKey.startsWith('eyJ');

  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${root}${path}`);
    url.search = new URLSearchParams({
      ...params,
      language,
      include_adult: 'false',
      ...(bearer ? {} : { api_key: apiKey }),
    }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/json', ...(bearer ? { Authorization: `Bearer ${apiKey}` } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TmdbError(`TMDB unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) throw new TmdbError(`TMDB answered ${response.status}`);
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
  };
}
export type TmdbClient = ReturnType<typeof createTmdbClient>;
