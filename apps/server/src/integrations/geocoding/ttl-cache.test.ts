import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('geocoder answer cache', () => {
  it('is bounded by bytes as well as by count (issue 32)', () => {
    const cache = new TtlCache<string>(500, 60_000, Date.now, 100_000);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, 'x'.repeat(10_000));
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('e')).toBeDefined();
  });

  it('keeps at most its count of entries', () => {
    const cache = new TtlCache<string>(2, 60_000);
    for (const key of ['a', 'b', 'c']) cache.set(key, key);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'b', 'c']);
  });
});
