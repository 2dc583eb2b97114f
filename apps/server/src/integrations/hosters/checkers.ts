import {
  type HosterChecker,
  type HosterHttp,
  HosterUnavailable,
  type LinkVerdict,
  unknown,
} from './checker.ts';

const hostOf = (url: string): string => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return '';
  }
};

/** 429 and 5xx say nothing about the file: the hoster is busy or down. */
function assertAnswered(answer: { status: number; retryAfterSeconds: number | null }) {
  if (answer.status === 429) throw new HosterUnavailable('rate limited', answer.retryAfterSeconds);
  if (answer.status >= 500) throw new HosterUnavailable(`http ${answer.status}`);
}

/** Reads a file page: offline markers win, then the page must look like the hoster's file page. */
async function checkPage(
  http: HosterHttp,
  url: string,
  offlineMarkers: RegExp[],
  onlineMarker: RegExp | null,
): Promise<LinkVerdict> {
  const page = await http.get(url);
  assertAnswered(page);
  if (page.status === 404 || page.status === 410) return { state: 'offline', reason: `http ${page.status}` };
  if (page.status !== 200) return unknown(`http ${page.status}`);
  const marker = offlineMarkers.find((re) => re.test(page.body));
  if (marker) return { state: 'offline', reason: 'file not found (page)' };
  if (onlineMarker && !onlineMarker.test(page.body)) return unknown('unrecognised page');
  return { state: 'online', reason: 'file page' };
}

/** nitroflare (nitro.download): keyless batched API `getFileInfo?files=a,b`. */
export const nitroflare: HosterChecker = {
  id: 'nitroflare',
  batchSize: 50,
  minIntervalMs: 1_000,
  async check(urls, http) {
    const ids = urls.map((url) => /\/view\/([A-Za-z0-9]+)/.exec(url)?.[1] ?? '');
    const wanted = ids.filter(Boolean);
    if (wanted.length === 0)
      return urls.map(() => ({ state: 'offline', reason: 'not a file link' }) as const);
    const answer = await http.get(`https://nitroflare.com/api/v2/getFileInfo?files=${wanted.join(',')}`);
    assertAnswered(answer);
    let files: Record<string, { status?: unknown } | null>;
    try {
      const body = JSON.parse(answer.body) as { type?: string; result?: { files?: typeof files } };
      if (body.type !== 'success' || !body.result?.files) throw new Error('shape');
      files = body.result.files;
    } catch {
      return urls.map(() => unknown('malformed api answer'));
    }
    return ids.map((id): LinkVerdict => {
      if (!id) return { state: 'offline', reason: 'not a file link' };
      const file = files[id];
      const status = typeof file === 'object' && file !== null ? file.status : undefined;
      if (status === 'online') return { state: 'online', reason: 'api: online' };
      if (status === 'offline') return { state: 'offline', reason: 'api: offline' };
      return unknown('api: no answer for file');
    });
  },
};

const XFS_OFFLINE = [/File Not Found/i, /file was removed/i, /could not be found/i];

/** ddownload (XFileSharing): batched `api/file/info` with an API key, else the file page. */
export function ddownload(apiKey: string): HosterChecker {
  return {
    id: 'ddownload',
    batchSize: apiKey ? 50 : 1,
    minIntervalMs: 500,
    async check(urls, http) {
      if (!apiKey) return [await checkPage(http, urls[0] ?? '', XFS_OFFLINE, /download/i)];
      const codes = urls.map((url) => /ddownload\.com\/([a-z0-9]{12})/i.exec(url)?.[1]?.toLowerCase() ?? '');
      const answer = await http.get(
        `https://api-v2.ddownload.com/api/file/info?key=${encodeURIComponent(apiKey)}&file_code=${codes.filter(Boolean).join(',')}`,
      );
      assertAnswered(answer);
      let result: { filecode?: string; status?: number }[];
      try {
        const body = JSON.parse(answer.body) as { status?: number; result?: typeof result };
        if (body.status !== 200 || !Array.isArray(body.result)) throw new Error('shape');
        result = body.result;
      } catch {
        return urls.map(() => unknown('malformed api answer'));
      }
      return codes.map((code): LinkVerdict => {
        if (!code) return { state: 'offline', reason: 'not a file link' };
        const file = result.find((f) => f.filecode?.toLowerCase() === code);
        if (file?.status === 200) return { state: 'online', reason: 'api: online' };
        if (file?.status === 404) return { state: 'offline', reason: 'api: not found' };
        return unknown('api: no answer for file');
      });
    },
  };
}

/** rapidgator: its API needs an account token, so the file page is read. */
export const rapidgator: HosterChecker = {
  id: 'rapidgator',
  batchSize: 1,
  minIntervalMs: 1_000,
  check: async (urls, http) => [
    await checkPage(http, urls[0] ?? '', [/File not found/i, /file has been deleted/i], /Download file/i),
  ],
};

/**
 * Any other host (the demo's archive.org, Blender, Gutenberg, …): the page must answer; 404/410 or
 * a "not found" title count as offline. Only the <title> is read for markers: free text on a live
 * page ("… not found in this book …") must not mark it offline.
 */
export const generic: HosterChecker = {
  id: 'generic',
  batchSize: 1,
  minIntervalMs: 1_000,
  async check(urls, http) {
    const page = await http.get(urls[0] ?? '');
    assertAnswered(page);
    if (page.status === 404 || page.status === 410)
      return [{ state: 'offline', reason: `http ${page.status}` }];
    if (page.status >= 400) return [unknown(`http ${page.status}`)];
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(page.body)?.[1] ?? '';
    if (/not found|cannot be found|no longer available|has been removed|does not exist/i.test(title))
      return [{ state: 'offline', reason: 'file not found (page title)' }];
    return [{ state: 'online', reason: `http ${page.status}` }];
  },
};

/** The checker for a link: by the URL's host (the release's hoster key can be a short name). */
export function checkerIdFor(url: string): string {
  const host = hostOf(url);
  if (host === 'nitroflare.com' || host === 'nitro.download') return 'nitroflare';
  if (host === 'ddownload.com' || host === 'ddl.to') return 'ddownload';
  if (host === 'rapidgator.net' || host === 'rg.to') return 'rapidgator';
  return 'generic';
}

export function createCheckers(options: { ddownloadKey: string }): Map<string, HosterChecker> {
  return new Map(
    [nitroflare, ddownload(options.ddownloadKey), rapidgator, generic].map((checker) => [
      checker.id,
      checker,
    ]),
  );
}
