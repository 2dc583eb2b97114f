import {
  type HosterChecker,
  type HosterHttp,
  HosterUnavailable,
  type LinkVerdict,
  unknown,
} from './checker.ts';
import { createCheckers } from './checkers.ts';

export interface HosterClientOptions {
  /** a fake hoster server (tests, dev, e2e): every hoster URL is asked there instead */
  fakeUrl?: string;
  timeoutMs: number;
  ddownloadKey?: string;
  /** overrides of the per-hoster gap between requests (bench, tests) */
  minIntervalMs?: Partial<Record<string, number>>;
  userAgent?: string;
}

export interface HosterClient {
  checkerIds(): string[];
  batchSizeOf(checkerId: string): number;
  /** verdicts for the URLs (same order), batched and spaced out per hoster; never throws */
  check(checkerId: string, urls: string[]): Promise<LinkVerdict[]>;
}

/** `https://rapidgator.net/file/x` → `<fake>/rapidgator.net/file/x`: the fake serves every host under its name. */
export function rewriteToFake(url: string, fakeUrl: string): string {
  const parsed = new URL(url);
  return `${fakeUrl.replace(/\/$/, '')}/${parsed.host}${parsed.pathname}${parsed.search}`;
}

/**
 * The link checkers behind one interface, with a per-hoster pace (one request per
 * `minIntervalMs`, longer after a 429's Retry-After) shared by every job of this process.
 */
export function createHosterClient(options: HosterClientOptions): HosterClient {
  const checkers = createCheckers({ ddownloadKey: options.ddownloadKey ?? '' });
  const nextSlot = new Map<string, number>();

  /** Reserves the hoster's next request slot and waits for it. */
  async function pace(checker: HosterChecker) {
    const gap = options.minIntervalMs?.[checker.id] ?? checker.minIntervalMs;
    const now = Date.now();
    const slot = Math.max(now, nextSlot.get(checker.id) ?? 0);
    nextSlot.set(checker.id, slot + gap);
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }

  function httpFor(checker: HosterChecker): HosterHttp {
    return {
      async get(url) {
        await pace(checker);
        const target = options.fakeUrl ? rewriteToFake(url, options.fakeUrl) : url;
        try {
          const response = await fetch(target, {
            redirect: 'follow',
            signal: AbortSignal.timeout(options.timeoutMs),
            headers: {
              'user-agent': options.userAgent ?? 'RegalLinkCheck/1.0',
              accept: 'text/html,application/json',
            },
          });
          // File pages are small; a runaway body is cut at 512 kB.
          const body = (await response.text()).slice(0, 512 * 1024);
          const retryAfter = Number(response.headers.get('retry-after'));
          return {
            status: response.status,
            body,
            retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
          };
        } catch (error) {
          const timedOut =
            error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
          throw new HosterUnavailable(timedOut ? 'timeout' : 'no connection');
        }
      },
    };
  }

  return {
    checkerIds: () => [...checkers.keys()],
    batchSizeOf: (id) => checkers.get(id)?.batchSize ?? 1,
    async check(checkerId, urls) {
      const checker = checkers.get(checkerId);
      if (!checker) return urls.map(() => unknown('no checker'));
      const http = httpFor(checker);
      const verdicts: LinkVerdict[] = [];
      let limited = false;
      for (let i = 0; i < urls.length; i += checker.batchSize) {
        const batch = urls.slice(i, i + checker.batchSize);
        // After a 429 the rest waits for the next run instead of holding the job for Retry-After.
        if (limited) {
          verdicts.push(...batch.map(() => unknown('rate limited')));
          continue;
        }
        try {
          verdicts.push(...(await checker.check(batch, http)));
        } catch (error) {
          if (!(error instanceof HosterUnavailable)) throw error;
          if (error.reason === 'rate limited') limited = true;
          if (error.retryAfterSeconds) {
            const until = Date.now() + error.retryAfterSeconds * 1000;
            nextSlot.set(checker.id, Math.max(nextSlot.get(checker.id) ?? 0, until));
          }
          verdicts.push(...batch.map(() => unknown(error.reason)));
        }
      }
      return verdicts;
    },
  };
}
