import { describe, expect, it } from 'vitest';
import { AnswerStore, LISTED_ENTRY_BYTES, type StoredAnswer, sizeOf, TAG_BYTES } from './answer-store.ts';

const answer = (size: number): StoredAnswer => ({
  status: 200,
  contentType: 'application/json',
  body: Buffer.alloc(size),
  compressible: false,
  br: null,
  gzip: null,
  hash: 'h',
  storedAt: 0,
});

describe('answer store: bounded by bytes', () => {
  it('drops the least recently used answers once their bytes pass the bound, however few they are', () => {
    const store = new AnswerStore(100_000);
    for (const key of ['a', 'b', 'c', 'd', 'e']) store.set(key, answer(9_000), store.generation);
    store.get('a'); // now the most recently used
    for (const key of ['f', 'g', 'h', 'i', 'j', 'k', 'l']) store.set(key, answer(9_000), store.generation);
    const stats = store.stats();
    expect(stats.bytes).toBeLessThanOrEqual(100_000);
    expect(stats.evictions).toBeGreaterThan(0);
    expect(store.get('a')).toBeDefined();
    expect(store.get('b')).toBeUndefined();
  });

  it('keeps no answer over a tenth of the bound, and counts an added encoding', () => {
    const store = new AnswerStore(100_000);
    expect(store.set('big', answer(20_000), store.generation)).toBe(false);
    const kept = answer(5_000);
    store.set('k', kept, store.generation);
    const before = store.stats().bytes;
    kept.br = Buffer.alloc(2_000);
    store.grew('k', kept);
    expect(store.stats().bytes).toBe(before + 2_000);
  });

  it('counts an answer’s tags against the bound: a page naming thousands of entries is no free rider', () => {
    const store = new AnswerStore(4_000_000);
    store.set('plain', answer(1_000), store.generation, ['list']);
    const plain = store.stats().bytes;
    const tags = ['list', 'u:x', ...Array.from({ length: 2_000 }, (_, id) => `e:${id}`)];
    store.set('tied', answer(1_000), store.generation, tags);
    const tied = store.stats().bytes - plain;
    // Its entry ids go in one list (4 bytes each), its other tags one set slot each.
    expect(tied).toBe(sizeOf('tied', answer(1_000)) + 2 * TAG_BYTES + 2_000 * LISTED_ENTRY_BYTES);
    // Its tags stay counted when an encoding is added, and go with it.
    const kept = store.get('tied') as StoredAnswer;
    kept.br = Buffer.alloc(500);
    store.grew('tied', kept);
    expect(store.stats().bytes - plain).toBe(tied + 500);
    store.delete('tied');
    expect(store.stats().bytes).toBe(plain);
  });

  it('a change that may show late marks what it touched; an urgent one drops it (issue 35)', () => {
    const store = new AnswerStore(100_000);
    const before = store.generation;
    store.set('detail', answer(100), before, ['e:1']);
    store.set('other', answer(100), before, ['e:2']);
    expect(store.drop(new Set(['e:1']), 5_000, 1_000)).toBe(1);
    expect(store.get('detail')?.changedUntil).toBe(6_000);
    expect(store.get('other')?.changedUntil).toBeUndefined();
    // A computation begun before the change is not kept; one begun after it replaces the mark.
    expect(store.set('detail', answer(100), before, ['e:1'])).toBe(false);
    expect(store.set('detail', answer(100), store.generation, ['e:1'])).toBe(true);
    expect(store.get('detail')?.changedUntil).toBeUndefined();
    store.drop(new Set(['e:1']), 0);
    expect(store.get('detail')).toBeUndefined();
  });
});
