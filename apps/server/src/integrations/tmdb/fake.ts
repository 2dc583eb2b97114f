import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback TMDB answering `/search/movie` and `/search/tv` in the v3 wire format, with TMDB's
 * own 401 body for a wrong key. Titles are German, as `language=de-DE` asks for.
 */
export interface FakeTmdbTitle {
  id: number;
  kind: 'movie' | 'tv';
  name: string;
  originalName: string;
  date: string;
  /** Details for `/movie/{id}` and `/tv/{id}`; titles without them answer only the search. */
  details?: {
    imdbId: string;
    overview: string;
    runtime: number;
    /** TMDB genre ids with their German names. */
    genres: { id: number; name: string }[];
    language: string;
    vote: number;
    certificationDe: string;
    cast: { name: string; profile: string | null }[];
    youtubeTrailer: string | null;
  };
}

export const FAKE_TMDB_TITLES: FakeTmdbTitle[] = [
  {
    id: 45745,
    kind: 'movie',
    name: 'Sintel',
    originalName: 'Sintel',
    date: '2010-09-27',
    details: {
      imdbId: 'tt1727587',
      overview: 'Ein Mädchen sucht den kleinen Drachen, den sie einst gerettet hat.',
      runtime: 15,
      genres: [
        { id: 16, name: 'Animation' },
        { id: 14, name: 'Fantasy' },
        { id: 10751, name: 'Familie' },
      ],
      language: 'en',
      vote: 7.1,
      certificationDe: '12',
      cast: [
        { name: 'Halina Reijn', profile: '/sintel-halina.jpg' },
        { name: 'Thom Hoffman', profile: null },
      ],
      youtubeTrailer: 'eRsGyueVLvQ',
    },
  },
  { id: 10378, kind: 'movie', name: 'Big Buck Bunny', originalName: 'Big Buck Bunny', date: '2008-05-30' },
  { id: 133701, kind: 'movie', name: 'Tears of Steel', originalName: 'Tears of Steel', date: '2012-09-26' },
  {
    id: 10331,
    kind: 'movie',
    name: 'Die Nacht der lebenden Toten',
    originalName: 'Night of the Living Dead',
    date: '1968-10-01',
  },
  {
    id: 9999,
    kind: 'movie',
    name: 'Die Nacht der lebenden Toten',
    originalName: 'Night of the Living Dead',
    date: '1990-10-19',
  },
  {
    id: 62560,
    kind: 'tv',
    name: 'Cosmos Laundromat',
    originalName: 'Cosmos Laundromat',
    date: '2015-08-10',
    details: {
      imdbId: 'tt4957236',
      overview: 'Ein lebensmüdes Schaf trifft auf einer Insel einen seltsamen Verkäufer.',
      runtime: 12,
      genres: [
        { id: 16, name: 'Animation' },
        { id: 10765, name: 'Sci-Fi & Fantasy' },
      ],
      language: 'en',
      vote: 6.8,
      certificationDe: '6',
      cast: [{ name: 'Pierre Bokma', profile: '/cosmos-pierre.jpg' }],
      youtubeTrailer: null,
    },
  },
];

export interface FakeTmdb {
  url: string;
  apiKey: string;
  requests: URL[];
  close(): Promise<void>;
}

/** An id that TMDB's rate limit refuses, for the 429 path. */
export const FAKE_TMDB_RATE_LIMITED_ID = 4290;

const notFoundBody = {
  status_code: 34,
  status_message: 'The resource you requested could not be found.',
  success: false,
};

/** `/movie/{id}` or `/tv/{id}` with `credits`, `videos` and age ratings appended, as TMDB shapes them. */
function detailsOf(t: FakeTmdbTitle & { details: NonNullable<FakeTmdbTitle['details']> }) {
  const d = t.details;
  const common = {
    id: t.id,
    overview: d.overview,
    genres: d.genres,
    original_language: d.language,
    spoken_languages: [{ iso_639_1: d.language, english_name: 'English', name: 'English' }],
    vote_average: d.vote,
    vote_count: 1200,
    poster_path: `/poster-${t.id}.jpg`,
    backdrop_path: `/backdrop-${t.id}.jpg`,
    credits: {
      cast: d.cast.map((c, order) => ({ id: 1000 + order, name: c.name, profile_path: c.profile, order })),
      crew: [],
    },
    videos: {
      results: d.youtubeTrailer
        ? [
            { key: 'behind-the-scenes', site: 'Vimeo', type: 'Featurette', iso_639_1: 'en' },
            { key: d.youtubeTrailer, site: 'YouTube', type: 'Trailer', iso_639_1: 'en' },
          ]
        : [],
    },
  };
  if (t.kind === 'movie') {
    return {
      ...common,
      title: t.name,
      original_title: t.originalName,
      release_date: t.date,
      runtime: d.runtime,
      imdb_id: d.imdbId,
      release_dates: {
        results: [
          { iso_3166_1: 'US', release_dates: [{ certification: 'PG-13', type: 3 }] },
          { iso_3166_1: 'DE', release_dates: [{ certification: d.certificationDe, type: 3 }] },
        ],
      },
    };
  }
  return {
    ...common,
    name: t.name,
    original_name: t.originalName,
    first_air_date: t.date,
    episode_run_time: [d.runtime],
    external_ids: { imdb_id: d.imdbId, tvdb_id: null },
    content_ratings: { results: [{ iso_3166_1: 'DE', rating: d.certificationDe }] },
  };
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9äöüß]+/g, ' ')
    .trim();

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export async function startFakeTmdb(apiKey = 'fake-tmdb-key', port = 0): Promise<FakeTmdb> {
  const requests: URL[] = [];
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.tmdb');
    requests.push(url);
    const key = url.searchParams.get('api_key') ?? req.headers.authorization?.replace(/^Bearer /, '');
    if (key !== apiKey) {
      return send(res, 401, {
        status_code: 7,
        status_message: 'Invalid API key: You must be granted a valid key.',
        success: false,
      });
    }
    const detail = /^\/(movie|tv)\/(\d+)$/.exec(url.pathname);
    if (detail) {
      const id = Number(detail[2]);
      if (id === FAKE_TMDB_RATE_LIMITED_ID) {
        return send(res, 429, {
          status_code: 25,
          status_message: 'Your request count (#) is over the allowed limit of (40).',
          success: false,
        });
      }
      const title = FAKE_TMDB_TITLES.find((t) => t.kind === detail[1] && t.id === id);
      if (!title?.details) return send(res, 404, notFoundBody);
      return send(res, 200, detailsOf({ ...title, details: title.details }));
    }
    const find = /^\/find\/([^/]+)$/.exec(url.pathname);
    if (find) {
      if (url.searchParams.get('external_source') !== 'imdb_id') {
        return send(res, 400, { status_code: 5, status_message: 'Invalid parameters.', success: false });
      }
      const imdbId = decodeURIComponent(find[1] ?? '');
      const hit = FAKE_TMDB_TITLES.find((t) => t.details?.imdbId === imdbId);
      const short = hit && { id: hit.id, name: hit.name, media_type: hit.kind };
      return send(res, 200, {
        movie_results: hit?.kind === 'movie' ? [short] : [],
        person_results: [],
        tv_results: hit?.kind === 'tv' ? [short] : [],
        tv_episode_results: [],
        tv_season_results: [],
      });
    }
    const kind = url.pathname === '/search/movie' ? 'movie' : url.pathname === '/search/tv' ? 'tv' : null;
    if (!kind) return send(res, 404, notFoundBody);
    const query = normalise(url.searchParams.get('query') ?? '');
    const year = url.searchParams.get(kind === 'movie' ? 'year' : 'first_air_date_year');
    const hits = FAKE_TMDB_TITLES.filter(
      (t) =>
        t.kind === kind &&
        query !== '' &&
        (normalise(t.name).includes(query) || normalise(t.originalName).includes(query)) &&
        (!year || t.date.startsWith(year)),
    );
    const results = hits.map((t) =>
      kind === 'movie'
        ? { id: t.id, title: t.name, original_title: t.originalName, release_date: t.date, popularity: 10 }
        : { id: t.id, name: t.name, original_name: t.originalName, first_air_date: t.date, popularity: 10 },
    );
    return send(res, 200, { page: 1, results, total_pages: 1, total_results: results.length });
  };
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    apiKey,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
