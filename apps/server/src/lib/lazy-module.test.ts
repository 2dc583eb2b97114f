import { describe, expect, it } from 'vitest';
import { lazyModule } from './lazy-module.ts';

describe('lazyModule', () => {
  it('loads nothing until first asked, then once for every caller', async () => {
    let loads = 0;
    const load = lazyModule(async () => {
      loads += 1;
      return { answer: 42 };
    });
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([load(), load()]);
    expect(await load()).toBe(a);
    expect(b).toBe(a);
    expect(loads).toBe(1);
  });

  it('tries a failed import again on the next use instead of keeping the failure', async () => {
    let loads = 0;
    const load = lazyModule(async () => {
      loads += 1;
      if (loads === 1) throw new Error('not there yet');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('not there yet');
    expect(await load()).toBe('loaded');
    expect(loads).toBe(2);
  });
});
