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
}

export const FAKE_TMDB_TITLES: FakeTmdbTitle[] = [
  { id: 45745, kind: 'movie', name: 'Sintel', originalName: 'Sintel', date: '2010-09-27' },
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
  { id: 62560, kind: 'tv', name: 'Cosmos Laundromat', originalName: 'Cosmos Laundromat', date: '2015-08-10' },
];

export interface FakeTmdb {
  url: string;
  apiKey: string;
  requests: URL[];
  close(): Promise<void>;
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
    const kind = url.pathname === '/search/movie' ? 'movie' : url.pathname === '/search/tv' ? 'tv' : null;
    if (!kind)
      return send(res, 404, {
        status_code: 34,
        status_message: 'The resource you requested could not be found.',
        success: false,
      });
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
