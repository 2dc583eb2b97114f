import type { NfoResult, NfoSearchResponse } from '@regal/shared';
import {
  type XrelClient,
  XrelRateLimitedError,
  type XrelRelease,
  XrelUnavailableError,
} from '../../integrations/xrel/client.ts';
import { HttpError, tooManyRequests } from '../../lib/http-errors.ts';
import type { TokenBucket } from './token-bucket.ts';
import { createTtlCache } from './ttl-cache.ts';

/** Spec §8: the text the dialog shows for a 429, with its 'Erneut suchen' button. */
export const XREL_LIMIT_MESSAGE = 'xREL Limit. Warte kurz und probier nochmal.';

function present(release: XrelRelease, kind: NfoResult['kind']): NfoResult {
  return {
    id: release.id,
    dirname: release.dirname,
    link_href: release.link_href,
    kind,
    ext_info: {
      title: release.ext_info?.title ?? null,
      link_href: release.ext_info?.link_href ?? null,
      uris: release.ext_info?.uris ?? [],
    },
  };
}

export interface NfoServiceOptions {
  client: XrelClient;
  budget: TokenBucket;
  cacheTtlMs: number;
  now?: () => number;
}

/** What cached NFO answers may take together (an NFO text is a few KB); issue 32: bound by bytes. */
const NFO_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * Proxies the NFO search to xREL: answers from the cache when it can, spends one token of the
 * hourly budget otherwise, and stops asking xREL altogether while xREL says we are over its limit.
 */
export function createNfoService({ client, budget, cacheTtlMs, now = Date.now }: NfoServiceOptions) {
  const cache = createTtlCache<NfoResult[]>(cacheTtlMs, NFO_CACHE_BYTES, now);
  let blockedUntil = 0;

  return {
    async search(query: string): Promise<NfoSearchResponse> {
      const key = query.trim().toLowerCase();
      const cached = cache.get(key);
      if (cached) return { query, results: cached };

      if (blockedUntil > now()) throw tooManyRequests(XREL_LIMIT_MESSAGE, (blockedUntil - now()) / 1000);
      if (!budget.take()) throw tooManyRequests(XREL_LIMIT_MESSAGE, budget.waitMs() / 1000);

      try {
        const { scene, p2p } = await client.searchReleases(query);
        const results = [...scene.map((r) => present(r, 'scene')), ...p2p.map((r) => present(r, 'p2p'))];
        cache.set(key, results);
        return { query, results };
      } catch (error) {
        if (error instanceof XrelRateLimitedError) {
          blockedUntil = now() + error.retryAfterSeconds * 1000;
          throw tooManyRequests(XREL_LIMIT_MESSAGE, error.retryAfterSeconds);
        }
        if (error instanceof XrelUnavailableError) {
          throw new HttpError(502, 'xREL ist gerade nicht erreichbar. Versuch es später noch einmal.');
        }
        throw error;
      }
    },
  };
}
export type NfoService = ReturnType<typeof createNfoService>;
