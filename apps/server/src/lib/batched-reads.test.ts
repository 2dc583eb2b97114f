import { describe, expect, it } from 'vitest';
import { batchedReads } from './batched-reads.ts';

describe('batchedReads', () => {
  it('reads the requests of one turn in one call and answers each in its order', async () => {
    const calls: number[][] = [];
    const double = batchedReads(async (ns: number[]) => {
      calls.push(ns);
      return ns.map((n) => n * 2);
    });
    const answers = await Promise.all([double(1), double(2), double(3)]);
    expect(answers).toEqual([2, 4, 6]);
    expect(calls).toEqual([[1, 2, 3]]);
    // A later turn is a batch of its own.
    expect(await double(5)).toBe(10);
    expect(calls).toEqual([[1, 2, 3], [5]]);
  });

  it('splits a turn into batches of at most maxBatch', async () => {
    const sizes: number[] = [];
    const same = batchedReads(async (ns: number[]) => {
      sizes.push(ns.length);
      return ns;
    }, 4);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => same(n)));
    expect(answers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(sizes).toEqual([4, 4, 2]);
  });

  it('fails only the request that fails when read on its own', async () => {
    const read = batchedReads(async (texts: string[]) => {
      if (texts.includes('bad')) throw new Error('syntax error in tsquery');
      return texts.map((text) => text.toUpperCase());
    });
    const [a, bad, c] = await Promise.allSettled([read('a'), read('bad'), read('c')]);
    expect(a).toEqual({ status: 'fulfilled', value: 'A' });
    expect(bad).toMatchObject({ status: 'rejected', reason: { message: 'syntax error in tsquery' } });
    expect(c).toEqual({ status: 'fulfilled', value: 'C' });
  });

  it('refuses a batch answered short instead of handing out undefined', async () => {
    const short = batchedReads(async (ns: number[]) => ns.slice(1));
    await expect(short(1)).rejects.toThrow(/fewer/);
  });
});
