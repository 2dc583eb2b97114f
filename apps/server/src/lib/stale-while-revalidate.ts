/**
 * A value that is rebuilt at most every `ttlMs`, without making anyone wait once it exists: the
 * first caller waits for the first build; after the time is up, callers get the value there is
 * while one new build runs, which replaces it when it succeeds (a failed build keeps the old value
 * until the next try; a failed first build is not kept, so the next caller tries again).
 */
export function staleWhileRevalidate<T>(ttlMs: number, build: () => Promise<T>, now = () => Date.now()) {
  let current: { at: number; value: Promise<T> } | null = null;
  return (): Promise<T> => {
    if (current && now() - current.at <= ttlMs) return current.value;
    const next = build();
    if (!current) {
      const entry = { at: now(), value: next };
      current = entry;
      next.catch(() => {
        if (current === entry) current = null;
      });
      return next;
    }
    current.at = now();
    next.then(
      (value) => {
        current = { at: now(), value: Promise.resolve(value) };
      },
      () => undefined,
    );
    return current.value;
  };
}
