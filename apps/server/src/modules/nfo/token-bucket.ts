/**
 * A token bucket: `capacity` requests at once, refilled evenly so that `capacity` more become
 * available per `periodMs`. Keeps us inside a published hourly budget without a fixed window's
 * burst at each hour boundary.
 */
export function createTokenBucket(capacity: number, periodMs: number, now: () => number = Date.now) {
  const perMs = capacity / periodMs;
  let tokens = capacity;
  let last = now();

  const refill = () => {
    const at = now();
    tokens = Math.min(capacity, tokens + (at - last) * perMs);
    last = at;
  };

  return {
    /** Takes one token; false when the bucket is empty. */
    take(): boolean {
      refill();
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    /** Milliseconds until the next token is available (0 when one is). */
    waitMs(): number {
      refill();
      return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / perMs);
    },
  };
}
export type TokenBucket = ReturnType<typeof createTokenBucket>;
