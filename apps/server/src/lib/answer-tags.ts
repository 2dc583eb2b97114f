/** An `e:<id>` tag's id, or -1 for any other tag. Digit by digit: it runs for every tag kept. */
export function entryIdOf(tag: string): number {
  const length = tag.length;
  // 'e', ':', then 1 to 10 digits.
  if (length < 3 || length > 12 || tag.charCodeAt(0) !== 101 || tag.charCodeAt(1) !== 58) return -1;
  let id = 0;
  for (let i = 2; i < length; i++) {
    const digit = tag.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    id = id * 10 + digit;
  }
  return id <= 0x7fffffff ? id : -1;
}

/**
 * From how many `e:<id>` tags an answer's entry ids are kept as one sorted list instead of one set
 * entry each. A title search names up to 2,000 tied entries (its tie reach, issue 35): putting each
 * into its tag's set was an eighth of a search miss's time, and 56 bytes a tag.
 */
export const ENTRY_LIST_FROM = 32;

/** Whether `sorted` (ascending) holds `id`. */
function holds(sorted: Int32Array, id: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = sorted[middle] as number;
    if (at === id) return true;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * Which kept answers a catalogue change drops (decision 050). Every kept answer names the tags it
 * depends on (`u:<uid>` of each entry it shows, `list:<type>`, `by:rating`, …), or none: an answer
 * without tags depends on everything and goes with every change (correct first: a route that does
 * not name its dependencies behaves as under decision 032).
 */
export class TagIndex {
  /**
   * Each tag's keys, and the tag's one kept string: answers name the same tags many times, and
   * each answer's list points at that string instead of keeping its own copy.
   */
  readonly #byTag = new Map<string, { tag: string; keys: Set<string> }>();
  readonly #tagsOf = new Map<string, readonly string[]>();
  readonly #untagged = new Set<string>();
  /** The entry ids of answers that name ENTRY_LIST_FROM or more, sorted; a change looks them up. */
  readonly #entryLists = new Map<string, Int32Array>();

  /** Records `key`'s tags (null: depends on everything). */
  add(key: string, tags: readonly string[] | null): void {
    this.remove(key);
    if (!tags) {
      this.#untagged.add(key);
      return;
    }
    const ids: number[] = [];
    const others: string[] = [];
    for (const tag of tags) {
      const id = entryIdOf(tag);
      if (id >= 0) ids.push(id);
      else others.push(tag);
    }
    const listed = ids.length >= ENTRY_LIST_FROM;
    if (listed) this.#entryLists.set(key, Int32Array.from(ids).sort());
    const kept: string[] = [];
    for (const tag of listed ? others : tags) {
      let entry = this.#byTag.get(tag);
      if (!entry) {
        entry = { tag, keys: new Set() };
        this.#byTag.set(tag, entry);
      }
      entry.keys.add(key);
      kept.push(entry.tag);
    }
    this.#tagsOf.set(key, kept);
  }

  remove(key: string): void {
    if (this.#untagged.delete(key)) return;
    this.#entryLists.delete(key);
    const tags = this.#tagsOf.get(key);
    if (!tags) return;
    this.#tagsOf.delete(key);
    for (const tag of tags) {
      const entry = this.#byTag.get(tag);
      entry?.keys.delete(key);
      if (entry?.keys.size === 0) this.#byTag.delete(tag);
    }
  }

  /** The keys a change of `tags` touches: every untagged one and every one sharing a tag. */
  touched(tags: ReadonlySet<string>): string[] {
    const keys = [...this.#untagged];
    const changedIds: number[] = [];
    for (const tag of tags) {
      for (const key of this.#byTag.get(tag)?.keys ?? []) keys.push(key);
      const id = entryIdOf(tag);
      if (id >= 0) changedIds.push(id);
    }
    if (changedIds.length > 0)
      for (const [key, ids] of this.#entryLists) if (changedIds.some((id) => holds(ids, id))) keys.push(key);
    return keys;
  }

  clear(): void {
    this.#byTag.clear();
    this.#tagsOf.clear();
    this.#untagged.clear();
    this.#entryLists.clear();
  }
}

/** How many of `tags` are `e:<id>` tags. */
export function entryTagCount(tags: readonly string[]): number {
  let count = 0;
  for (const tag of tags) if (entryIdOf(tag) >= 0) count += 1;
  return count;
}

/** True when an answer with `answerTags` (null: everything) depends on a change of `changed` (null: everything). */
export function dependsOn(
  answerTags: readonly string[] | null,
  changed: ReadonlySet<string> | null,
): boolean {
  if (!answerTags || !changed) return true;
  return answerTags.some((tag) => changed.has(tag));
}

/**
 * The recent drops, numbered: an answer computed while the catalogue moved is kept only when none
 * of the changes since its computation began touches its tags (a computation that read before a
 * write must not put its answer back after the drop). Older than the log: not kept.
 */
export class DropLog {
  #generation = 0;
  readonly #recent: Array<{ generation: number; tags: ReadonlySet<string> | null }> = [];

  constructor(private readonly keep = 256) {}

  get generation(): number {
    return this.#generation;
  }

  record(tags: ReadonlySet<string> | null): void {
    this.#generation += 1;
    this.#recent.push({ generation: this.#generation, tags });
    if (this.#recent.length > this.keep) this.#recent.shift();
  }

  /** May an answer begun at `generation` with `tags` be kept now? */
  allows(generation: number, tags: readonly string[] | null): boolean {
    if (generation === this.#generation) return true;
    const first = this.#recent[0];
    if (!first || first.generation > generation + 1) return false;
    return this.#recent.every((drop) => drop.generation <= generation || !dependsOn(tags, drop.tags));
  }
}
