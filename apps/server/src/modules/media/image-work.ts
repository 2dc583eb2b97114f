import { tooManyRequests } from '../../lib/http-errors.ts';
import { consumeRateLimits, type RateLimitStore } from '../../lib/rate-limit.ts';

/** What one client may make the server draw, and how much drawing runs at once (issue 32). */
export interface ImageWorkLimits {
  store: RateLimitStore;
  /** images one client (IP) may have generated per window; cached images cost nothing */
  perClient: number;
  windowMs: number;
  /** images drawn at the same time in this process (sharp takes ~100–300 ms of CPU each) */
  concurrency: number;
  /** drawings that may wait for a free slot; one more is refused with 429 and Retry-After: 1 */
  waiting: number;
}

/**
 * The guard in front of image generation (share cards, WebP drawings): a share card costs 100–190
 * ms of CPU and a backdrop WebP ~270 ms cold, so a client asking for ids nobody asked for before
 * could keep the server busy at will. Each generation counts against the client's budget, and at
 * most `concurrency` run at once with a short queue behind them; past either, 429 with Retry-After.
 * Answers from a cache never pass here.
 */
export function createImageWork(limits: ImageWorkLimits) {
  let running = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(client: string, message: string, work: () => Promise<T>): Promise<T> {
      await consumeRateLimits(limits.store, [
        { key: `image-work:ip:${client}`, limit: limits.perClient, windowMs: limits.windowMs, message },
      ]);
      if (running >= limits.concurrency) {
        if (queue.length >= limits.waiting) throw tooManyRequests(message, 1);
        // The slot is handed over by release(): `running` stays counted for the waiter.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    /** Drawings running and waiting now (for tests and metrics). */
    load: () => ({ running, waiting: queue.length }),
  };
}
export type ImageWork = ReturnType<typeof createImageWork>;
