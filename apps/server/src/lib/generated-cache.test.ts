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

  describe('after a change that may show a little late (issue 35)', () => {
    /** A build the test finishes by hand, so a rebuild can be caught while it runs. */
    function manual() {
      let finish: (value: string) => void = () => undefined;
      const build = () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        });
      return { build, finish: (value: string) => finish(value) };
    }

    it('the next reader waits for the new value; readers during that rebuild get the old one', async () => {
      let clock = 0;
      const cache = createGeneratedCache<string>({ maxBytes: 100 * KB, ttlMs: 60_000 }, () => clock);
      await cache.get('page', async () => 'old');
      clock = 100;
      cache.staleWhere((key) => key === 'page', 5_000);
      const rebuild = manual();
      const first = cache.get('page', rebuild.build);
      clock = 200;
      await expect(cache.get('page', async () => 'never built')).resolves.toBe('old');
      rebuild.finish('new');
      await expect(first).resolves.toBe('new');
      await expect(cache.get('page', async () => 'never built')).resolves.toBe('new');
    });

    it('hands the old value out no longer than the bound after the change', async () => {
      let clock = 0;
      const cache = createGeneratedCache<string>({ maxBytes: 100 * KB, ttlMs: 60_000 }, () => clock);
      await cache.get('page', async () => 'old');
      cache.staleWhere(() => true, 5_000);
      const rebuild = manual();
      const first = cache.get('page', rebuild.build);
      clock = 5_001;
      // Past the bound, a reader shares the rebuild instead of getting the old value.
      const late = cache.get('page', async () => 'never built');
      rebuild.finish('new');
      await expect(Promise.all([first, late])).resolves.toEqual(['new', 'new']);
    });

    it('leaves untouched keys fresh, and with a bound of 0 drops at once', async () => {
      const cache = createGeneratedCache<string>({ maxBytes: 100 * KB, ttlMs: 60_000 });
      await cache.get('a', async () => 'a1');
      await cache.get('b', async () => 'b1');
      cache.staleWhere((key) => key === 'a', 5_000);
      await expect(cache.get('b', async () => 'b2')).resolves.toBe('b1');
      cache.staleWhere((key) => key === 'b', 0);
      const rebuild = manual();
      const first = cache.get('b', rebuild.build);
      // Nothing old to hand out: a second reader shares the rebuild.
      const second = cache.get('b', async () => 'never built');
      rebuild.finish('b3');
      await expect(Promise.all([first, second])).resolves.toEqual(['b3', 'b3']);
    });

    it('a value built across a second change is not taken as fresh', async () => {
      const cache = createGeneratedCache<string>({ maxBytes: 100 * KB, ttlMs: 60_000 });
      await cache.get('page', async () => 'v1');
      cache.staleWhere(() => true, 5_000);
      const rebuild = manual();
      const first = cache.get('page', rebuild.build);
      cache.staleWhere(() => true, 5_000);
      rebuild.finish('v2 (read before the second change)');
      await first;
      await expect(cache.get('page', async () => 'v3')).resolves.toBe('v3');
    });
  });
});
