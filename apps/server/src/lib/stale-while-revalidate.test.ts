import { describe, expect, it } from 'vitest';
import { staleWhileRevalidate } from './stale-while-revalidate.ts';

describe('staleWhileRevalidate', () => {
  it('builds once within the time, then serves the old value while one new build runs', async () => {
    let clock = 0;
    let builds = 0;
    const pending: ((value: string) => void)[] = [];
    const get = staleWhileRevalidate(
      1000,
      () =>
        new Promise<string>((resolve) => {
          builds += 1;
          pending.push(resolve);
        }),
      () => clock,
    );
    const first = get();
    pending[0]?.('v1');
    expect(await first).toBe('v1');
    clock = 500;
    expect(await get()).toBe('v1');
    expect(builds).toBe(1);

    clock = 1500; // stale: the caller gets v1 at once, a second build starts
    expect(await get()).toBe('v1');
    expect(builds).toBe(2);
    expect(await get()).toBe('v1'); // no third build while the second runs
    expect(builds).toBe(2);
    pending[1]?.('v2');
    await Promise.resolve();
    await Promise.resolve();
    expect(await get()).toBe('v2');
  });

  it('keeps the old value when a rebuild fails, and forgets a failed first build', async () => {
    let clock = 0;
    let fail = true;
    const get = staleWhileRevalidate(
      1000,
      () => (fail ? Promise.reject(new Error('down')) : Promise.resolve(`at ${clock}`)),
      () => clock,
    );
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe('at 0'); // tried again at once
    clock = 2000;
    fail = true;
    expect(await get()).toBe('at 0');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await get()).toBe('at 0');
  });
});
