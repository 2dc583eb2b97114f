import { describe, expect, it } from 'vitest';
import { approximateBytes } from '../../lib/approximate-bytes.ts';
import type { CatalogueChange } from '../../lib/catalogue-version.ts';
import type { EntryCardRow } from '../entries/entries.repository.ts';
import { createEntryCardCache } from './entry-card-cache.ts';

const card = (id: number, title: string) => ({ id, title }) as EntryCardRow;

describe('entry card cache', () => {
  it('reads only what it does not hold, in the asked order, and forgets everything when the catalogue moves', async () => {
    let version = 1;
    let titles = new Map([
      [1, 'Sintel'],
      [2, 'Spring'],
      [3, 'Agent 327'],
    ]);
    const reads: number[][] = [];
    const read = async (ids: number[]) => {
      reads.push(ids);
      return ids.map((id) => card(id, titles.get(id) ?? '?'));
    };
    const cache = createEntryCardCache({ current: () => version });

    expect((await cache.get([2, 1], read)).map((c) => c.title)).toEqual(['Spring', 'Sintel']);
    expect((await cache.get([3, 2, 1], read)).map((c) => c.id)).toEqual([3, 2, 1]);
    expect(reads).toEqual([[2, 1], [3]]);

    // A write renamed entry 2 and moved the version: the next read shows it.
    titles = new Map([...titles, [2, 'Spring (2019)']]);
    version = 2;
    expect((await cache.get([2], read)).map((c) => c.title)).toEqual(['Spring (2019)']);
    expect(reads.at(-1)).toEqual([2]);
  });

  it('does not keep a card read while the catalogue moved', async () => {
    let version = 1;
    const cache = createEntryCardCache({ current: () => version });
    await cache.get([1], async (ids) => {
      version = 2; // the write commits while this read is under way
      return ids.map((id) => card(id, 'old'));
    });
    let read = 0;
    await cache.get([1], async (ids) => {
      read += 1;
      return ids.map((id) => card(id, 'new'));
    });
    expect(read).toBe(1);
  });

  it('holds at most its bound in bytes, dropping the oldest tenth when full', async () => {
    // Cards of one size (two-digit titles): the bound holds ten of them.
    const read = async (ids: number[]) => ids.map((id) => card(id, String(id + 10)));
    const cache = createEntryCardCache({ current: () => 1 }, 10 * approximateBytes(card(1, '11')));
    const ids = Array.from({ length: 11 }, (_, i) => i + 1);
    await cache.get(ids, read);
    const again: number[] = [];
    const answered = await cache.get(ids, async (missing) => {
      again.push(...missing);
      return read(missing);
    });
    // 11 cards in a cache of 10: down to 9, the two oldest gone.
    expect(again).toEqual([1, 2]);
    expect(answered.map((c) => c.id)).toEqual(ids);
  });
});

describe('entry card cache following named changes (decision 050)', () => {
  it('drops only the cards a change names, everything when it names none', async () => {
    const listeners: Array<(change: CatalogueChange) => void> = [];
    const cache = createEntryCardCache({
      current: () => 1,
      onChange: (listener) => listeners.push(listener),
    });
    const reads: number[][] = [];
    const read = async (ids: number[]) => {
      reads.push(ids);
      return ids.map((id) => card(id, `t${id}`));
    };
    await cache.get([1, 2, 3], read);
    for (const listener of listeners) listener({ version: 2, tags: new Set(['e:2', 'u:x']), urgent: false });
    await cache.get([1, 2, 3], read);
    expect(reads.at(-1)).toEqual([2]);
    for (const listener of listeners) listener({ version: 3, tags: null, urgent: true });
    await cache.get([1, 2, 3], read);
    expect(reads.at(-1)).toEqual([1, 2, 3]);
  });
});
