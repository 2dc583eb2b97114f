/**
 * A scheduler for TanStack Query's `notifyManager` that runs every notification queued in the same
 * task from one timer, instead of one `setTimeout` each (the library's default). Hydrating home
 * subscribes some thirty query observers in one commit; each subscription queued its own timer, and
 * installing a timer is not free (the trace of a slow phone showed a third of the commit in
 * `setTimeout`). The callbacks still run after the current task, in the order they were queued.
 */
export function coalescingScheduler(
  schedule: (flush: () => void) => void = (flush) => setTimeout(flush, 0),
): (callback: () => void) => void {
  let queued: (() => void)[] = [];
  const flush = () => {
    const batch = queued;
    queued = [];
    for (const callback of batch) {
      try {
        callback();
      } catch (error) {
        // One listener's error must not swallow the others: report it the way its own timer would have.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };
  return (callback) => {
    queued.push(callback);
    if (queued.length === 1) schedule(flush);
  };
}
