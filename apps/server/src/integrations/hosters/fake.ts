import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Fake hosters on loopback (tests, `npm run dev`, e2e, bench): answers like the supported hosters'
 * APIs and file pages under `/<host>/…` (`client.ts` rewrites real URLs onto it). What a file does
 * is read from its id or name — a word in the URL:
 *   `offline`   404 file page / API status offline
 *   `gone200`   the hoster's "file not found" page answered with 200
 *   `slow`      answers after `slowMs` (past the checker's timeout)
 *   `ratelimit` 429 with Retry-After
 *   `malformed` a page or API answer the checker cannot read
 * anything else is online. Each host also has a request budget per second (`ratePerSecond`); past
 * it the fake answers 429 like a real hoster's flood protection.
 */
export interface FakeHosters {
  url: string;
  /** requests seen per host */
  hits: Map<string, number>;
  /** 429s answered because a client went past the host's budget */
  throttled: Map<string, number>;
  /** every request as it arrived: host, time (ms) and User-Agent (which process asked) */
  requests: { host: string; at: number; userAgent: string }[];
  close(): Promise<void>;
}

export interface FakeHostersOptions {
  port?: number;
  slowMs?: number;
  /** requests per second and host before 429 (default 20; per host below) */
  ratePerSecond?: Partial<Record<string, number>>;
}

const behaviourOf = (text: string) => {
  const t = text.toLowerCase();
  if (t.includes('gone200')) return 'gone200';
  if (t.includes('offline')) return 'offline';
  if (t.includes('malformed')) return 'malformed';
  if (t.includes('ratelimit')) return 'ratelimit';
  if (t.includes('slow')) return 'slow';
  return 'online';
};

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

/** The file pages, with the markers each hoster really shows. */
function filePage(host: string, name: string, state: 'online' | 'offline'): string {
  if (host.includes('rapidgator'))
    return state === 'online'
      ? page(
          `Download file ${name}`,
          `<h1>Download file</h1><p>${name}</p><a class="btn-download">Download</a>`,
        )
      : page('Rapidgator.net', '<h3>File not found</h3>');
  if (host.includes('ddownload'))
    return state === 'online'
      ? page(`Download ${name}`, `<h2>${name}</h2><button>Create download link</button>`)
      : page(
          'Download file',
          '<h2>File Not Found</h2><p>The file you were looking for could not be found.</p>',
        );
  if (host.includes('nitro'))
    return state === 'online'
      ? page(`${name} - NitroFlare`, `<b>${name}</b>`)
      : page('NitroFlare', '<b>This file has been removed</b>');
  return state === 'online'
    ? page(name, `<h1>${name}</h1>`)
    : page('Item cannot be found', '<p>Item cannot be found.</p>');
}

export async function startFakeHosters(options: FakeHostersOptions = {}): Promise<FakeHosters> {
  const slowMs = options.slowMs ?? 30_000;
  const hits = new Map<string, number>();
  const throttled = new Map<string, number>();
  const requests: FakeHosters['requests'] = [];
  const windows = new Map<string, { second: number; count: number }>();
  const timers = new Set<NodeJS.Timeout>();

  function overBudget(host: string): boolean {
    const limit = options.ratePerSecond?.[host] ?? options.ratePerSecond?.['*'] ?? 20;
    const second = Math.floor(Date.now() / 1000);
    const window = windows.get(host);
    if (!window || window.second !== second) {
      windows.set(host, { second, count: 1 });
      return false;
    }
    window.count += 1;
    return window.count > limit;
  }

  function answer(response: ServerResponse, status: number, type: string, body: string, headers = {}) {
    response.writeHead(status, { 'content-type': type, ...headers });
    response.end(body);
  }

  function later(run: () => void, response: ServerResponse) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!response.destroyed) run();
    }, slowMs);
    timers.add(timer);
  }

  function nitroApi(url: URL, response: ServerResponse) {
    const ids = (url.searchParams.get('files') ?? '').split(',').filter(Boolean);
    // A request for only malformed files gets a broken body; in a batch such a file gets a broken entry.
    if (ids.length > 0 && ids.every((id) => behaviourOf(id) === 'malformed'))
      return answer(response, 200, 'application/json', '{"type":"succ');
    const entryOf = (id: string) => {
      const behaviour = behaviourOf(id);
      if (behaviour === 'malformed') return 'n/a';
      if (behaviour === 'offline' || behaviour === 'gone200') return { status: 'offline' };
      return { status: 'online', name: `${id}.rar`, size: '1048576' };
    };
    const files = Object.fromEntries(ids.map((id) => [id, entryOf(id)]));
    answer(response, 200, 'application/json', JSON.stringify({ type: 'success', result: { files } }));
  }

  function ddownloadApi(url: URL, response: ServerResponse) {
    if (!url.searchParams.get('key'))
      return answer(response, 200, 'application/json', '{"status":403,"msg":"Wrong key"}');
    const codes = (url.searchParams.get('file_code') ?? '').split(',').filter(Boolean);
    if (codes.some((code) => behaviourOf(code) === 'malformed'))
      return answer(response, 200, 'text/html', '<html>oops');
    const result = codes.map((code) =>
      ['offline', 'gone200'].includes(behaviourOf(code))
        ? { filecode: code, status: 404 }
        : { filecode: code, status: 200, name: `${code}.rar`, size: 1048576 },
    );
    answer(response, 200, 'application/json', JSON.stringify({ msg: 'OK', status: 200, result }));
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [, host = '', ...rest] = url.pathname.split('/');
    const path = rest.join('/');
    hits.set(host, (hits.get(host) ?? 0) + 1);
    requests.push({ host, at: Date.now(), userAgent: request.headers['user-agent'] ?? '' });
    if (overBudget(host)) {
      throttled.set(host, (throttled.get(host) ?? 0) + 1);
      return answer(response, 429, 'text/plain', 'Too Many Requests', { 'retry-after': '1' });
    }
    const behaviour = behaviourOf(`${path}?${url.search}`);
    if (behaviour === 'ratelimit')
      return answer(response, 429, 'text/plain', 'slow down', { 'retry-after': '30' });
    const run = () => {
      if (host === 'nitroflare.com' && path.startsWith('api/v2/getFileInfo')) return nitroApi(url, response);
      if (host === 'api-v2.ddownload.com' && path.startsWith('api/file/info'))
        return ddownloadApi(url, response);
      const name = decodeURIComponent(rest[rest.length - 1] ?? 'file');
      if (behaviour === 'malformed') return answer(response, 200, 'text/html', '\u0000\u0001<<garbage');
      if (behaviour === 'offline') return answer(response, 404, 'text/html', filePage(host, name, 'offline'));
      if (behaviour === 'gone200') return answer(response, 200, 'text/html', filePage(host, name, 'offline'));
      return answer(response, 200, 'text/html', filePage(host, name, 'online'));
    };
    if (behaviour === 'slow') return later(run, response);
    run();
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    throttled,
    requests,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
