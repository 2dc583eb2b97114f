import { describe, expect, it } from 'vitest';
import { createGeneratedCache } from './generated-cache.ts';

const KB = 1024;
const bytes = (size: number) => Buffer.alloc(size);
/** Builds `key` as a buffer of `size` and counts the builds. */
function counting() {
  const built: string[] = [];
  return {
    built,
    build: (key: string, size: number) => async () => {
      built.push(key);
      return bytes(size);
    },
  };
}

describe('generated cache: bounded by bytes (issue 32)', () => {
  it('drops the least recently used values once the kept bytes pass the bound, however few they are', async () => {
    const cache = createGeneratedCache<Buffer>({ maxBytes: 100 * KB, ttlMs: 60_000 });
    const { built, build } = counting();
    // Four values of 20 KB fit; a count bound of 200 would have kept all ten.
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, build(key, 20 * KB));
    expect(cache.stats().entries).toBe(4);
    await cache.get('a', build('a', 20 * KB)); // a hit: `a` is now the most recently used
    for (const key of ['e', 'f', 'g']) await cache.get(key, build(key, 20 * KB));
    expect(cache.stats().bytes).toBeLessThanOrEqual(100 * KB);
    expect(cache.stats().entries).toBe(4);
    built.length = 0;
    for (const key of ['a', 'e', 'f', 'g']) await cache.get(key, build(key, 20 * KB));
    expect(built).toEqual([]);
    await cache.get('b', build('b', 20 * KB));
    expect(built).toEqual(['b']);
  });

  it('hands out a value over a quarter of the bound without keeping it', async () => {
    const cache = createGeneratedCache<Buffer>({ maxBytes: 100 * KB, ttlMs: 60_000 });
    const { built, build } = counting();
    await cache.get('small', build('small', 10 * KB));
    expect((await cache.get('big', build('big', 30 * KB))).length).toBe(30 * KB);
    await cache.get('big', build('big', 30 * KB));
    await cache.get('small', build('small', 10 * KB));
    expect(built).toEqual(['small', 'big', 'big']);
  });

  it('keeps misses apart: made-up keys never push real values out, and are not kept without a budget', async () => {
    const cache = createGeneratedCache<Buffer | null>({
      maxBytes: 100 * KB,
      ttlMs: 60_000,
      isMiss: (value) => value === null,
    });
    const { built, build } = counting();
    await cache.get('real', build('real', 20 * KB));
    for (let i = 0; i < 500; i++) await cache.get(`unknown-${i}`, async () => null);
    expect(cache.stats()).toMatchObject({ entries: 1, missBytes: 0 });
    await cache.get('real', build('real', 20 * KB));
    expect(built).toEqual(['real']);
  });

  it('bounds misses by their own budget when they have one', async () => {
    const cache = createGeneratedCache<Buffer>({
      maxBytes: 100 * KB,
      ttlMs: 60_000,
      isMiss: (value) => value.length < KB,
      missBytes: 4 * KB,
    });
    await cache.get('real', async () => bytes(20 * KB));
    for (let i = 0; i < 100; i++) await cache.get(`miss-${i}`, async () => bytes(500));
    const stats = cache.stats();
    expect(stats.missBytes).toBeLessThanOrEqual(4 * KB);
    expect(stats.bytes).toBeGreaterThanOrEqual(20 * KB);
    expect(stats.entries).toBeLessThan(10);
  });

  it('shares one build among concurrent callers, forgets a failed one, and builds again after the TTL', async () => {
    let clock = 0;
    const cache = createGeneratedCache<Buffer>({ maxBytes: 100 * KB, ttlMs: 1_000 }, () => clock);
    const { built, build } = counting();
    await Promise.all([cache.get('k', build('k', KB)), cache.get('k', build('k', KB))]);
    expect(built).toEqual(['k']);
    await expect(cache.get('bad', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    await Promise.resolve();
    await cache.get('bad', build('bad', KB));
    clock = 2_000;
    await cache.get('k', build('k', KB));
    expect(built).toEqual(['k', 'bad', 'k']);
    cache.clear();
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0, missBytes: 0 });
  });
});
