import { DropLog } from '../../lib/answer-tags.ts';
import { approximateBytes } from '../../lib/approximate-bytes.ts';
import type { CatalogueChange } from '../../lib/catalogue-version.ts';
import type { EntryCardRow } from '../entries/entries.repository.ts';

/** What the cards may take together (a card is ~1 KB: ~24,000 cards); issue 32: bound by bytes. */
export const CARD_CACHE_BYTES = 24 * 1024 * 1024;

/**
 * Entry cards kept in process for the catalogue version this process knows (decision 003, "The
 * match in process"): a popular entry shows up in many different searches, and its card (with its
 * release count) is the costliest part of a search answer once the match is in memory. Every write
 * that changes a card moves the catalogue version (decision 032), which empties this; a card read
 * while the version moved is not kept. At most `maxBytes` (approximateBytes of each card): when
 * full, the oldest tenth of the bytes goes in one pass (dropping one card per insert walked the Map from its front past every hole earlier deletes
 * left, thousands of steps a card: 3 % of a search bench's CPU).
 *
 * With `onChange` (decision 050) a change drops only the cards it names (`e:<id>`), everything when
 * it names none; a card read while a change named it is not kept.
 */
export function createEntryCardCache(
  version: { current(): number; onChange?(listener: (change: CatalogueChange) => void): void },
  maxBytes = CARD_CACHE_BYTES,
) {
  const cards = new Map<number, EntryCardRow>();
  const sizes = new Map<number, number>();
  let bytes = 0;
  const forget = (id: number) => {
    cards.delete(id);
    bytes -= sizes.get(id) ?? 0;
    sizes.delete(id);
  };
  const forgetAll = () => {
    cards.clear();
    sizes.clear();
    bytes = 0;
  };
  const drops = new DropLog();
  const follows = typeof version.onChange === 'function';
  version.onChange?.((change) => {
    drops.record(change.tags);
    if (!change.tags) forgetAll();
    else for (const tag of change.tags) if (tag.startsWith('e:')) forget(Number(tag.slice(2)));
  });
  let heldAt = Number.NaN;
  const dropOldest = (target: number) => {
    for (const id of cards.keys()) {
      if (bytes <= target) break;
      forget(id);
    }
  };
  const keep = (id: number, row: EntryCardRow) => {
    const size = approximateBytes(row);
    bytes += size - (sizes.get(id) ?? 0);
    cards.set(id, row);
    sizes.set(id, size);
  };
  return {
    /** Empties the cache (the bench's cold start); a read under way keeps what it read. */
    clear: forgetAll,
    async get(ids: number[], read: (missing: number[]) => Promise<EntryCardRow[]>): Promise<EntryCardRow[]> {
      const at = version.current();
      if (!follows && at !== heldAt) {
        forgetAll();
        heldAt = at;
      }
      const generation = drops.generation;
      const missing = ids.filter((id) => !cards.has(id));
      const fresh = new Map<number, EntryCardRow>();
      if (missing.length > 0) for (const row of await read(missing)) fresh.set(row.id, row);
      // The answer first: making room below may drop cards it names.
      const answer = ids.flatMap((id) => fresh.get(id) ?? cards.get(id) ?? []);
      if (follows) {
        for (const [id, row] of fresh) if (drops.allows(generation, [`e:${id}`])) keep(id, row);
      } else if (version.current() === heldAt) {
        for (const [id, row] of fresh) keep(id, row);
      }
      if (bytes > maxBytes) dropOldest(Math.floor(maxBytes * 0.9));
      return answer;
    },
  };
}
export type EntryCardCache = ReturnType<typeof createEntryCardCache>;
