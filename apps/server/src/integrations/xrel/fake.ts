import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_XREL_RELEASES, type FakeXrelRelease } from './fake-data.ts';

/**
 * A loopback xREL speaking the API v2 wire format of `/search/releases.json`, for tests, e2e and
 * `npm run dev`. `POST /__fake/limit?count=N&reset=S` makes the next N searches answer 429 the way xREL
 * does (JSON error body plus rate-limit headers).
 */
export interface FakeXrel {
  url: string;
  /** Every search the fake answered, newest last (the query string as received). */
  searches: URLSearchParams[];
  /** The next `count` searches answer 429, announcing a reset in `resetSeconds`. */
  rateLimitNext(count: number, resetSeconds?: number): void;
  close(): Promise<void>;
}

function tokenMatcher(token: string): RegExp {
  const escaped = token.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(escaped, 'i');
}

/** xREL matches every word of the query somewhere in the release name; `*` is a wildcard. */
export function matchesQuery(release: FakeXrelRelease, q: string): boolean {
  const tokens = q.split(/[\s.]+/).filter(Boolean);
  return tokens.length > 0 && tokens.every((token) => tokenMatcher(token).test(release.dirname));
}

function present(release: FakeXrelRelease) {
  const kind = release.p2p ? 'p2p' : 'movie-nfo';
  return {
    id: release.id,
    dirname: release.dirname,
    link_href: `https://www.xrel.to/${kind}/${release.id}/${release.dirname}.html`,
    time: 1_700_000_000,
    group_name: release.dirname.split('-').at(-1) ?? null,
    ext_info: {
      type: 'movie',
      id: `ext-${release.id}`,
      title: release.title,
      link_href: `https://www.xrel.to/movie/ext-${release.id}/${encodeURIComponent(release.title)}.html`,
      uris: release.imdb ? [`imdb:${release.imdb}`] : [],
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

export async function startFakeXrel(port = 0, releases = FAKE_XREL_RELEASES): Promise<FakeXrel> {
  const searches: URLSearchParams[] = [];
  let limitedLeft = 0;
  let resetSeconds = 30;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake.xrel');
    if (req.method === 'POST' && url.pathname === '/__fake/limit') {
      limitedLeft = Number(url.searchParams.get('count') ?? '1');
      resetSeconds = Number(url.searchParams.get('reset') ?? '30');
      return send(res, 200, { limited: limitedLeft });
    }
    if (req.method !== 'GET' || url.pathname !== '/search/releases.json') {
      return send(res, 404, { error: 'not_found', error_description: 'Unknown method.' });
    }
    searches.push(url.searchParams);
    if (limitedLeft > 0) {
      limitedLeft -= 1;
      const reset = String(Math.ceil(Date.now() / 1000) + resetSeconds);
      return send(
        res,
        429,
        { error: 'rate_limit_reached', error_description: 'Rate limit reached.' },
        { 'x-ratelimit-limit': '300', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
      );
    }
    const q = url.searchParams.get('q') ?? '';
    const limit = Math.min(Number(url.searchParams.get('limit') ?? '25') || 25, 25);
    const hits = releases.filter((release) => matchesQuery(release, q));
    const scene = url.searchParams.get('scene') === 'true' ? hits.filter((r) => !r.p2p) : [];
    const p2p = url.searchParams.get('p2p') === 'true' ? hits.filter((r) => r.p2p) : [];
    return send(res, 200, {
      total: scene.length,
      results: scene.slice(0, limit).map(present),
      p2p_total: p2p.length,
      p2p_results: p2p.slice(0, limit).map(present),
    });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    searches,
    rateLimitNext(count, reset = 30) {
      limitedLeft = count;
      resetSeconds = reset;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
