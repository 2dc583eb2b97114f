/** What one check of one link found. */
export interface LinkVerdict {
  state: 'online' | 'offline' | 'unknown' | 'refused';
  /** short, English, for staff: `file not found`, `http 404`, `timeout`, `rate limited`, … */
  reason: string;
}

/**
 * One hoster's link checker (issue 13). The hoster's API where it has one (batched file-info
 * calls), else a GET of the file page read for the hoster's offline markers — a 200 page can say
 * "file not found", so HEAD is never enough. Rate limits are the caller's (`rate-limiter.ts`).
 */
export interface HosterChecker {
  /** stored in `link_checks.checker` */
  id: string;
  /** links per request (1 without a batch API) */
  batchSize: number;
  /** smallest gap between two requests to this hoster from one process */
  minIntervalMs: number;
  /** verdicts for the given URLs (same order); never throws for a hoster's answer */
  check(urls: string[], http: HosterHttp): Promise<LinkVerdict[]>;
}

/** A GET with the checker's timeout, against the real hoster or the fake (URL rewritten). */
export interface HosterHttp {
  get(url: string): Promise<{ status: number; body: string; retryAfterSeconds: number | null }>;
}

export class HosterUnavailable extends Error {
  constructor(
    readonly reason: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(reason);
  }
}

export const unknown = (reason: string): LinkVerdict => ({ state: 'unknown', reason });

/** The link's address is not one the server fetches (decision 024): the same words whatever it points at. */
export class LinkRefused extends Error {
  constructor() {
    super('address not allowed');
  }
}
export const refused = (): LinkVerdict => ({ state: 'refused', reason: 'address not allowed' });
