import { type OutboundClient, OutboundRefused } from '../../lib/outbound/index.ts';
import {
  type HosterChecker,
  type HosterHttp,
  HosterUnavailable,
  LinkRefused,
  type LinkVerdict,
  refused,
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
  /**
   * Reserves the next request slot of a pace key and answers how many ms to wait for it. Default:
   * this process's memory; job workers pass one kept in PostgreSQL so that every process shares
   * each hoster's pace (jobs/hoster-pace.ts).
   */
  reserveSlot?: (key: string, gapMs: number, notBefore?: number) => Promise<number>;
  userAgent?: string;
  /** the guarded client (decision 024): links point wherever their submitter wants */
  outbound: OutboundClient;
}

export interface HosterClient {
  checkerIds(): string[];
  batchSizeOf(checkerId: string): number;
  /** verdicts for the URLs (same order), batched and spaced out per hoster; never throws */
  check(checkerId: string, urls: string[]): Promise<LinkVerdict[]>;
  /**
   * The same, handing each batch's verdicts to `onVerdict` as they come (a long run stores what it
   * learnt so far). Different hosts of the generic checker are asked side by side, each at its pace.
   */
  checkEach(
    checkerId: string,
    urls: string[],
    onVerdict: (index: number, verdict: LinkVerdict) => Promise<void>,
    signal?: AbortSignal,
  ): Promise<void>;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

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

  const reserveInMemory = async (key: string, gap: number, notBefore = 0) => {
    const now = Date.now();
    const slot = Math.max(now, nextSlot.get(key) ?? 0, notBefore);
    nextSlot.set(key, slot + gap);
    return slot - now;
  };
  const reserve = options.reserveSlot ?? reserveInMemory;

  /** Reserves the next request slot of a pace key (a hoster, or one host of the generic checker) and waits for it. */
  async function pace(checker: HosterChecker, key: string) {
    const gap = options.minIntervalMs?.[checker.id] ?? checker.minIntervalMs;
    const wait = await reserve(key, gap);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }

  function httpFor(checker: HosterChecker, key: string): HosterHttp {
    return {
      async get(url) {
        await pace(checker, key);
        const target = options.fakeUrl ? rewriteToFake(url, options.fakeUrl) : url;
        try {
          // File pages are small; a runaway body is cut at 512 kB. Redirects are followed, each hop checked.
          const response = await options.outbound.fetch(target, {
            timeoutMs: options.timeoutMs,
            maxBytes: 512 * 1024,
            truncate: true,
            headers: {
              'user-agent': options.userAgent ?? 'RegalLinkCheck/1.0',
              accept: 'text/html,application/json',
            },
          });
          const body = await response.text();
          const retryAfter = Number(response.headers.get('retry-after'));
          return {
            status: response.status,
            body,
            retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
          };
        } catch (error) {
          if (error instanceof OutboundRefused) throw new LinkRefused();
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
    async checkEach(checkerId, urls, onVerdict, signal) {
      const checker = checkers.get(checkerId);
      if (!checker) {
        for (const index of urls.keys()) await onVerdict(index, unknown('no checker'));
        return;
      }
      // One queue per pace key: the checker, or for the generic one each host.
      const groups = new Map<string, number[]>();
      for (const [index, url] of urls.entries()) {
        const key = checker.id === 'generic' ? `generic:${hostOf(url)}` : checker.id;
        groups.set(key, [...(groups.get(key) ?? []), index]);
      }
      await Promise.all(
        [...groups.entries()].map(async ([key, indices]) => {
          const http = httpFor(checker, key);
          let limited = false;
          for (let i = 0; i < indices.length; i += checker.batchSize) {
            // Stopping: the links not asked yet keep their lease and are due again later.
            if (signal?.aborted) return;
            const batch = indices.slice(i, i + checker.batchSize);
            let verdicts: LinkVerdict[];
            // After a 429 the rest waits for the next run instead of holding the job for Retry-After.
            if (limited) verdicts = batch.map(() => unknown('rate limited'));
            else {
              try {
                verdicts = await checker.check(
                  batch.map((index) => urls[index] ?? ''),
                  http,
                );
              } catch (error) {
                if (error instanceof LinkRefused) {
                  for (const index of batch) await onVerdict(index, refused());
                  continue;
                }
                if (!(error instanceof HosterUnavailable)) throw error;
                if (error.reason === 'rate limited') limited = true;
                // The hoster's Retry-After holds for every process: the next slot moves past it.
                if (error.retryAfterSeconds)
                  await reserve(key, 0, Date.now() + error.retryAfterSeconds * 1000).catch(() => 0);
                verdicts = batch.map(() => unknown(error.reason));
              }
            }
            for (const [j, index] of batch.entries())
              await onVerdict(index, verdicts[j] ?? unknown('no verdict'));
          }
        }),
      );
    },
    async check(checkerId, urls) {
      const verdicts: LinkVerdict[] = urls.map(() => unknown('no verdict'));
      await this.checkEach(checkerId, urls, async (index, verdict) => {
        verdicts[index] = verdict;
      });
      return verdicts;
    },
  };
}
