import { EXTERNAL_SEARCH_LIMIT } from '@regal/shared';
import { z } from 'zod';
import { type OutboundClient, outboundClient } from '../../lib/outbound/index.ts';

/**
 * xREL API v2, the one call we use: `GET /search/releases.json?q=&scene=true&p2p=true&limit=10`.
 * It answers scene releases in `results` and P2P releases in `p2p_results`; we validate only the
 * fields we show and let the rest pass.
 */
const ZXrelExtInfo = z
  .object({
    title: z.string().nullish(),
    link_href: z.string().nullish(),
    uris: z.array(z.string()).nullish(),
  })
  .nullish();
const ZXrelRelease = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  dirname: z.string(),
  link_href: z.string(),
  ext_info: ZXrelExtInfo,
});
const ZXrelSearchAnswer = z.object({
  results: z.array(ZXrelRelease).nullish(),
  p2p_results: z.array(ZXrelRelease).nullish(),
});
export type XrelRelease = z.infer<typeof ZXrelRelease>;

export interface XrelSearchResult {
  scene: XrelRelease[];
  p2p: XrelRelease[];
}

/** xREL itself said "too many requests"; `retryAfterSeconds` comes from its headers when given. */
export class XrelRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('xREL rate limit reached');
    this.name = 'XrelRateLimitedError';
  }
}

/** xREL could not be reached or answered something we cannot read. */
export class XrelUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XrelUnavailableError';
  }
}

export interface XrelClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  /** the guarded client (decision 024); default: one that allows this service's base URL only */
  outbound?: OutboundClient;
}

/** Seconds until xREL's budget resets: `Retry-After`, else `X-RateLimit-Reset` (epoch), else a minute. */
function retryAfterOf(headers: Headers): number {
  const retryAfter = Number(headers.get('retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter > 0) return retryAfter;
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) return Math.max(1, reset - Math.floor(Date.now() / 1000));
  return 60;
}

export function createXrelClient({
  baseUrl,
  timeoutMs = 8000,
  outbound = outboundClient('', baseUrl),
}: XrelClientOptions) {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    async searchReleases(q: string): Promise<XrelSearchResult> {
      const url = new URL(`${root}/search/releases.json`);
      url.search = new URLSearchParams({
        q,
        scene: 'true',
        p2p: 'true',
        limit: String(EXTERNAL_SEARCH_LIMIT),
      }).toString();
      let response: Response;
      try {
        response = await outbound.fetch(url, {
          headers: { Accept: 'application/json', 'User-Agent': 'Regal (NFO search)' },
          timeoutMs,
        });
      } catch (error) {
        throw new XrelUnavailableError(`xREL unreachable: ${(error as Error).message}`);
      }
      if (response.status === 429) throw new XrelRateLimitedError(retryAfterOf(response.headers));
      if (!response.ok) throw new XrelUnavailableError(`xREL answered ${response.status}`);
      const parsed = ZXrelSearchAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new XrelUnavailableError('xREL answered an unreadable body');
      return { scene: parsed.data.results ?? [], p2p: parsed.data.p2p_results ?? [] };
    },
  };
}
export type XrelClient = ReturnType<typeof createXrelClient>;
