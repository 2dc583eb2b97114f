import { approximateBytes } from '../../lib/approximate-bytes.ts';

/** What the geocoder's answers may take together (a few KB each); issue 32: bound by bytes too. */
const GEOCODER_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * A small in-process cache with a lifetime per entry; the oldest entry goes first when it holds
 * `maxEntries` or its values (approximateBytes) pass `maxBytes`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number; bytes: number }>();
  private used = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxBytes: number = GEOCODER_CACHE_BYTES,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.maxEntries <= 0 || this.ttlMs <= 0) return;
    this.remove(key);
    const bytes = approximateBytes(value) + key.length * 2;
    if (bytes > this.maxBytes / 4) return;
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs, bytes });
    this.used += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.used <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** What the kept values take, approximately. */
  get bytes(): number {
    return this.used;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.used -= entry.bytes;
  }
}
