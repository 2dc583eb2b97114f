import { DropLog, ENTRY_LIST_FROM, entryTagCount, TagIndex } from './answer-tags.ts';

/**
 * One stored answer: the bytes as they go out — identity, and above the compression floor brotli
 * and gzip, each compressed the first time a client takes it and kept — so a hit costs no
 * database, no serialization and (after the first in its encoding) no compression.
 */
export interface StoredAnswer {
  status: number;
  contentType: string;
  body: Buffer;
  /** At least the compression floor: worth sending compressed. */
  compressible: boolean;
  /** null until a client took this encoding. */
  br: Buffer | null;
  gzip: Buffer | null;
  /** the strong validator's hash (quoted and suffixed per encoding when sent) */
  hash: string;
  storedAt: number;
  /**
   * Set when a change that may show a little late touched it (issue 35): no longer a hit; handed out
   * only while one request computes the new answer, and only until this time.
   */
  changedUntil?: number;
}

export interface AnswerStoreStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  staleHits: number;
  misses: number;
  /** answers not kept: too big, or the catalogue moved while they were computed */
  skipped: number;
  evictions: number;
  invalidations: number;
}

/** What an answer takes in memory: its bytes plus a rough constant for the key and the record. */
export function sizeOf(key: string, answer: StoredAnswer): number {
  return key.length * 2 + answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + 200;
}

/**
 * What an answer's tags take in the tag index: a slot in its list and in the tag's set, the tag's
 * one string shared (TagIndex keeps it once). A title search names up to 2,000 entries (issue 35),
 * so tags count against the bound like the bytes do. 56 bytes a tag: 55 measured with
 * `--expose-gc` over 1,000 answers of 1,000 tags among 100,000 entries.
 */
export const TAG_BYTES = 56;
/** An entry id of an answer that names many (TagIndex keeps those in one sorted list). */
export const LISTED_ENTRY_BYTES = 4;
export function tagsSizeOf(tags: readonly string[] | null): number {
  if (!tags) return 0;
  const entries = tags.length >= ENTRY_LIST_FROM ? entryTagCount(tags) : 0;
  return entries >= ENTRY_LIST_FROM
    ? (tags.length - entries) * TAG_BYTES + entries * LISTED_ENTRY_BYTES
    : tags.length * TAG_BYTES;
}

/**
 * The answer cache's memory (decision 032): least recently used out first, bounded by bytes
 * (`maxBytes`), emptied at once by `invalidate()` (the catalogue version moved). Every
 * invalidation raises `generation`; an answer computed under an older generation is not kept, so
 * a computation that read the catalogue before a write cannot put its answer back after the drop.
 */
export class AnswerStore {
  readonly #items = new Map<string, { answer: StoredAnswer; bytes: number; tagBytes: number }>();
  #bytes = 0;
  /** What each answer depends on, and the recent drops (decision 050). */
  readonly #tags = new TagIndex();
  readonly #drops = new DropLog();
  readonly counters = { hits: 0, staleHits: 0, misses: 0, skipped: 0, evictions: 0, invalidations: 0 };

  constructor(readonly maxBytes: number) {}

  get generation(): number {
    return this.#drops.generation;
  }

  get(key: string): StoredAnswer | undefined {
    const item = this.#items.get(key);
    if (!item) return undefined;
    // Map keeps insertion order: re-inserting marks the item as the most recently used.
    this.#items.delete(key);
    this.#items.set(key, item);
    return item.answer;
  }

  /**
   * Keeps `answer` unless a change touching its `tags` (null: it depends on everything) came since
   * `generation`, or it alone exceeds a tenth of the bound.
   */
  set(key: string, answer: StoredAnswer, generation: number, tags: readonly string[] | null = null): boolean {
    const tagBytes = tagsSizeOf(tags);
    const bytes = sizeOf(key, answer) + tagBytes;
    if (!this.#drops.allows(generation, tags) || bytes > this.maxBytes / 10) {
      this.counters.skipped += 1;
      return false;
    }
    this.delete(key);
    this.#items.set(key, { answer, bytes, tagBytes });
    this.#tags.add(key, tags);
    this.#bytes += bytes;
    this.#evict();
    return true;
  }

  /** Counts an encoding added to a kept answer (it may push older answers out). */
  grew(key: string, answer: StoredAnswer): void {
    const item = this.#items.get(key);
    if (item?.answer !== answer) return;
    const bytes = sizeOf(key, answer) + item.tagBytes;
    this.#bytes += bytes - item.bytes;
    item.bytes = bytes;
    this.#evict();
  }

  #evict(): void {
    for (const [oldest, item] of this.#items) {
      if (this.#bytes <= this.maxBytes) break;
      this.#items.delete(oldest);
      this.#tags.remove(oldest);
      this.#bytes -= item.bytes;
      this.counters.evictions += 1;
    }
  }

  delete(key: string): void {
    const item = this.#items.get(key);
    if (!item) return;
    this.#items.delete(key);
    this.#tags.remove(key);
    this.#bytes -= item.bytes;
  }

  invalidate(): void {
    this.#drops.record(null);
    this.#items.clear();
    this.#tags.clear();
    this.#bytes = 0;
    this.counters.invalidations += 1;
  }

  /**
   * Drops the answers a change of `tags` touches (null: all of them); returns how many went. With
   * `staleForMs` > 0 (a change that may show a little late) they stay, marked changed until then:
   * never a hit again, only the answer others get while one request computes the new one.
   * Either way an answer computed before the change is not kept.
   */
  drop(tags: ReadonlySet<string> | null, staleForMs = 0, now = Date.now()): number {
    if (!tags) {
      const count = this.#items.size;
      this.invalidate();
      return count;
    }
    this.#drops.record(tags);
    const touched = this.#tags.touched(tags);
    for (const key of touched) {
      const item = this.#items.get(key);
      if (staleForMs > 0 && item) item.answer.changedUntil ??= now + staleForMs;
      else this.delete(key);
    }
    this.counters.invalidations += 1;
    return touched.length;
  }

  stats(): AnswerStoreStats {
    return { entries: this.#items.size, bytes: this.#bytes, maxBytes: this.maxBytes, ...this.counters };
  }
}
