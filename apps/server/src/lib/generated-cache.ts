import { approximateBytes } from './approximate-bytes.ts';

/**
 * A small in-memory cache for answers the server generates (rendered pages, sitemaps, feeds,
 * share-card images): each value kept for `ttlMs`, all of them together within `maxBytes` (issue 32:
 * a bound by count let 800 big pages take 290 MB), the least recently used dropped first. Callers
 * asking for a key that is being built share that one build; a failed build is not kept.
 *
 * Misses (`isMiss`: an unknown id's null, a 404 page) live in a space of their own of `missBytes`
 * (none by default: not kept), so requests for made-up addresses never push real answers out.
 *
 * This is deliberately simple and short-lived (decision 030): the catalogue's answer cache with
 * invalidation on every change (issue 21) is meant to replace it behind this same `get`.
 */
export interface GeneratedCache<T> {
  get(key: string, build: () => Promise<T>): Promise<T>;
  clear(): void;
  /** What the kept values take (approximately) and how many there are, builds under way included. */
  stats(): { entries: number; bytes: number; missBytes: number };
  /** Drops the values whose key `touched` names (a catalogue change, decision 050). */
  deleteWhere(touched: (key: string) => boolean): void;
  /**
   * Marks the values whose key `touched` names as changed, for a change that may show a little late
   * (issue 35: not a hide, takedown or trash). The next `get` rebuilds and waits for the new value, so
   * a reader who asks after the change sees it; callers arriving while that rebuild runs get the
   * changed value for at most `staleForMs` after the change instead of waiting. 0: as deleteWhere.
   */
  staleWhere(touched: (key: string) => boolean, staleForMs: number): void;
}

export interface GeneratedCacheOptions<T> {
  /** what the kept answers may take together; a value over a quarter of it is handed out, not kept */
  maxBytes: number;
  ttlMs: number;
  /** what one value takes in memory (default: approximateBytes) */
  sizeOf?: (value: T) => number;
  /** a value that says "nothing here": kept apart, within `missBytes` */
  isMiss?: (value: T) => boolean;
  missBytes?: number;
}

type Space = 'hits' | 'misses';
interface Entry<T> {
  at: number;
  value: Promise<T>;
  bytes: number;
  /** null while the value is being built */
  space: Space | null;
  /** set by staleWhere: the value may no longer be what a build would make now */
  changed?: { at: number; staleForMs: number };
  /** while this entry rebuilds a changed value: that value, handed out until `until` */
  previous?: { value: Promise<T>; until: number };
}

/** The key's and the record's own share, beside the value. */
const ENTRY_OVERHEAD = 100;

export function createGeneratedCache<T>(
  { maxBytes, ttlMs, sizeOf = approximateBytes, isMiss, missBytes = 0 }: GeneratedCacheOptions<T>,
  now = () => Date.now(),
): GeneratedCache<T> {
  // Map keeps insertion order; a hit is moved to the end, so the first key is the least recently used.
  const entries = new Map<string, Entry<T>>();
  const used: Record<Space, number> = { hits: 0, misses: 0 };
  const budget: Record<Space, number> = { hits: maxBytes, misses: missBytes };

  const drop = (key: string, entry: Entry<T>) => {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    if (entry.space) used[entry.space] -= entry.bytes;
  };
  const evict = (space: Space) => {
    for (const [key, entry] of entries) {
      if (used[space] <= budget[space]) break;
      if (entry.space === space) drop(key, entry);
    }
  };

  return {
    get(key, build) {
      const hit = entries.get(key);
      if (hit && !hit.changed && now() - hit.at <= ttlMs) {
        entries.delete(key);
        entries.set(key, hit);
        // A rebuild after a change is under way: the value it replaces goes out meanwhile.
        if (hit.space === null && hit.previous && now() <= hit.previous.until) return hit.previous.value;
        return hit.value;
      }
      const previous =
        hit?.changed && hit.space !== null
          ? { value: hit.value, until: hit.changed.at + hit.changed.staleForMs }
          : undefined;
      if (hit) drop(key, hit);
      const value = build();
      const entry: Entry<T> = { at: now(), value, bytes: 0, space: null, ...(previous ? { previous } : {}) };
      entries.set(key, entry);
      value.then(
        (done) => {
          if (entries.get(key) !== entry) return;
          const space: Space = isMiss?.(done) ? 'misses' : 'hits';
          const bytes = sizeOf(done) + key.length * 2 + ENTRY_OVERHEAD;
          if (bytes > budget[space] / 4) {
            entries.delete(key);
            return;
          }
          entry.space = space;
          entry.bytes = bytes;
          delete entry.previous;
          used[space] += bytes;
          evict(space);
        },
        () => drop(key, entry),
      );
      return value;
    },
    clear() {
      entries.clear();
      used.hits = 0;
      used.misses = 0;
    },
    stats() {
      return { entries: entries.size, bytes: used.hits, missBytes: used.misses };
    },
    deleteWhere(touched) {
      for (const [key, entry] of [...entries]) if (touched(key)) drop(key, entry);
    },
    staleWhere(touched, staleForMs) {
      const at = now();
      for (const [key, entry] of [...entries]) {
        if (!touched(key)) continue;
        // A value still being built may have read the catalogue before the change: it counts as
        // changed too. A rebuild in progress keeps handing out the older value only until its end.
        if (staleForMs <= 0) drop(key, entry);
        else entry.changed ??= { at, staleForMs };
      }
    },
  };
}
