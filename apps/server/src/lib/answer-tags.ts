/**
 * Which kept answers a catalogue change drops (decision 050). Every kept answer names the tags it
 * depends on (`u:<uid>` of each entry it shows, `list:<type>`, `by:rating`, …), or none: an answer
 * without tags depends on everything and goes with every change (correct first: a route that does
 * not name its dependencies behaves as under decision 032).
 */
export class TagIndex {
  /**
   * Each tag's keys, and the tag's one kept string: answers name the same `e:<id>` hundreds of
   * times (a title search's tie reach, issue 35), and each answer's list points at that string
   * instead of keeping its own copy.
   */
  readonly #byTag = new Map<string, { tag: string; keys: Set<string> }>();
  readonly #tagsOf = new Map<string, readonly string[]>();
  readonly #untagged = new Set<string>();

  /** Records `key`'s tags (null: depends on everything). */
  add(key: string, tags: readonly string[] | null): void {
    this.remove(key);
    if (!tags) {
      this.#untagged.add(key);
      return;
    }
    const kept: string[] = [];
    for (const tag of tags) {
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
    for (const tag of tags) for (const key of this.#byTag.get(tag)?.keys ?? []) keys.push(key);
    return keys;
  }

  clear(): void {
    this.#byTag.clear();
    this.#tagsOf.clear();
    this.#untagged.clear();
  }
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
