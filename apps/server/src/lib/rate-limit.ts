import { tooManyRequests } from './http-errors.ts';

/** One counter hit: how many hits the window has seen so far and when it resets. */
export interface RateLimitHit {
  count: number;
  resetInMs: number;
}

/**
 * Where counters live (decision 007): process memory by default, Redis when REDIS_URL is set so
 * that several app processes share one budget.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** The window's count without counting (0 when none is open). */
  peek(key: string): Promise<RateLimitHit>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** A fixed window per key; fine for our small budgets and exact across processes with Redis. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
        // Keep the map from growing without bound: drop expired windows now and then.
        if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async peek(key) {
      const now = Date.now();
      const window = windows.get(key);
      if (!window || window.resetAt <= now) return { count: 0, resetInMs: 0 };
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export interface RateLimitRule {
  /** Counter name, e.g. `login:user-ip:alice|1.2.3.4`. */
  key: string;
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * Counts one attempt against every rule and throws 429 with Retry-After when any budget is used
 * up. Every rule is counted, so one busy key cannot hide behind another.
 */
export async function consumeRateLimits(store: RateLimitStore, rules: RateLimitRule[]): Promise<void> {
  let refused: { rule: RateLimitRule; resetInMs: number } | null = null;
  for (const rule of rules) {
    const hit = await store.hit(rule.key, rule.windowMs);
    if (hit.count > rule.limit && (!refused || hit.resetInMs > refused.resetInMs))
      refused = { rule, resetInMs: hit.resetInMs };
  }
  if (refused) throw tooManyRequests(refused.rule.message, refused.resetInMs / 1000);
}
