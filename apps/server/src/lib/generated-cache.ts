/**
 * A small in-memory cache for answers the server generates (sitemaps, feeds, share-card images):
 * at most `maxEntries` values, each kept for `ttlMs`, the oldest dropped first. Callers asking for a
 * key that is being built share that one build; a failed build is not kept.
 *
 * This is deliberately simple and short-lived (decision 030): the catalogue's answer cache with
 * invalidation on every change (issue 21) is meant to replace it behind this same `get`.
 */
export interface GeneratedCache<T> {
  get(key: string, build: () => Promise<T>): Promise<T>;
  clear(): void;
  /** Drops the values whose key `touched` names (a catalogue change, decision 050). */
  deleteWhere(touched: (key: string) => boolean): void;
}

export function createGeneratedCache<T>(
  { maxEntries, ttlMs }: { maxEntries: number; ttlMs: number },
  now = () => Date.now(),
): GeneratedCache<T> {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, build) {
      const hit = entries.get(key);
      if (hit && now() - hit.at <= ttlMs) return hit.value;
      if (hit) entries.delete(key);
      const value = build();
      const entry = { at: now(), value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      // Map keeps insertion order: the first key is the oldest.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
    deleteWhere(touched) {
      for (const key of [...entries.keys()]) if (touched(key)) entries.delete(key);
    },
  };
}
