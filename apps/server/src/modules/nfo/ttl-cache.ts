import { approximateBytes } from '../../lib/approximate-bytes.ts';

/**
 * A small in-process cache with a time to live and a bound in bytes (issue 32; approximateBytes of
 * each value), the oldest entry going first. It only spares an external service repeated
 * questions; losing it costs nothing but a request.
 */
export function createTtlCache<T>(ttlMs: number, maxBytes: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: T; expiresAt: number; bytes: number }>();
  let used = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    used -= entry.bytes;
  };
  return {
    get(key: string): T | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, value: T): void {
      if (ttlMs <= 0) return;
      remove(key);
      const bytes = approximateBytes(value) + key.length * 2;
      if (bytes > maxBytes / 4) return;
      entries.set(key, { value, expiresAt: now() + ttlMs, bytes });
      used += bytes;
      for (const oldest of entries.keys()) {
        if (used <= maxBytes) break;
        remove(oldest);
      }
    },
    /** What the kept values take, approximately. */
    bytes: () => used,
  };
}
