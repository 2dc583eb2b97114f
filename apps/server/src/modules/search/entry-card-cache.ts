import { DropLog } from '../../lib/answer-tags.ts';
import type { CatalogueChange } from '../../lib/catalogue-version.ts';
import type { EntryCardRow } from '../entries/entries.repository.ts';

/**
 * Entry cards kept in process for the catalogue version this process knows (decision 003, "The
 * match in process"): a popular entry shows up in many different searches, and its card (with its
 * release count) is the costliest part of a search answer once the match is in memory. Every write
 * that changes a card moves the catalogue version (decision 032), which empties this; a card read
 * while the version moved is not kept. At most `maxCards`: when full, the oldest tenth goes in one
 * pass (dropping one card per insert walked the Map from its front past every hole earlier deletes
 * left, thousands of steps a card: 3 % of a search bench's CPU).
 *
 * With `onChange` (decision 050) a change drops only the cards it names (`e:<id>`), everything when
 * it names none; a card read while a change named it is not kept.
 */
export function createEntryCardCache(
  version: { current(): number; onChange?(listener: (change: CatalogueChange) => void): void },
  maxCards = 20_000,
) {
  const cards = new Map<number, EntryCardRow>();
  const drops = new DropLog();
  const follows = typeof version.onChange === 'function';
  version.onChange?.((change) => {
    drops.record(change.tags);
    if (!change.tags) cards.clear();
    else for (const tag of change.tags) if (tag.startsWith('e:')) cards.delete(Number(tag.slice(2)));
  });
  let heldAt = Number.NaN;
  const dropOldest = (count: number) => {
    let left = count;
    for (const id of cards.keys()) {
      if (left-- <= 0) break;
      cards.delete(id);
    }
  };
  return {
    async get(ids: number[], read: (missing: number[]) => Promise<EntryCardRow[]>): Promise<EntryCardRow[]> {
      const at = version.current();
      if (!follows && at !== heldAt) {
        cards.clear();
        heldAt = at;
      }
      const generation = drops.generation;
      const missing = ids.filter((id) => !cards.has(id));
      const fresh = new Map<number, EntryCardRow>();
      if (missing.length > 0) for (const row of await read(missing)) fresh.set(row.id, row);
      // The answer first: making room below may drop cards it names.
      const answer = ids.flatMap((id) => fresh.get(id) ?? cards.get(id) ?? []);
      if (follows) {
        for (const [id, row] of fresh) if (drops.allows(generation, [`e:${id}`])) cards.set(id, row);
        if (cards.size > maxCards) dropOldest(cards.size - Math.floor(maxCards * 0.9));
      } else if (version.current() === heldAt) {
        for (const [id, row] of fresh) cards.set(id, row);
        if (cards.size > maxCards) dropOldest(cards.size - Math.floor(maxCards * 0.9));
      }
      return answer;
    },
  };
}
export type EntryCardCache = ReturnType<typeof createEntryCardCache>;
