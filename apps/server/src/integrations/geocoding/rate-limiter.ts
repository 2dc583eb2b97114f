/**
 * Runs calls one at a time, in call order, and starts the next one no sooner than `intervalMs`
 * after the previous one finished. Nominatim's usage policy allows at most one request per second
 * per application; counting from the previous answer (not its start) keeps the gap at the server
 * at a second or more even when one connection is slower to open than the next. One limiter is
 * shared by every request of the process: a queue, not a per-user limit.
 */
export interface SpacingLimiter {
  schedule<T>(task: () => Promise<T>): Promise<T>;
}

export function createSpacingLimiter(
  intervalMs: number,
  now: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): SpacingLimiter {
  let nextSlot = 0;
  let previous: Promise<unknown> = Promise.resolve();
  return {
    schedule<T>(task: () => Promise<T>): Promise<T> {
      const run = async () => {
        const wait = nextSlot - now();
        if (wait > 0) await sleep(wait);
        try {
          return await task();
        } finally {
          nextSlot = now() + intervalMs;
        }
      };
      const result = previous.then(run, run);
      previous = result.catch(() => undefined);
      return result;
    },
  };
}
