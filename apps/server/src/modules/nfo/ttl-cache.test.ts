import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

describe('NFO answer cache', () => {
  it('is bounded by bytes: big answers push the oldest out, however few they are (issue 32)', () => {
    const cache = createTtlCache<string>(60_000, 100_000);
    // Five answers of ~40 KB (two bytes a character): a count bound of 500 would keep them all.
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, 'x'.repeat(10_000));
    expect(cache.bytes()).toBeLessThanOrEqual(100_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('e')).toBeDefined();
    // An answer over a quarter of the bound is not kept at all.
    cache.set('huge', 'x'.repeat(20_000));
    expect(cache.get('huge')).toBeUndefined();
  });

  it('forgets an answer after its time to live', () => {
    let clock = 0;
    const cache = createTtlCache<string>(1_000, 100_000, () => clock);
    cache.set('k', 'v');
    expect(cache.get('k')).toBe('v');
    clock = 1_000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.bytes()).toBe(0);
  });
});
