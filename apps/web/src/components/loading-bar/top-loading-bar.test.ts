import { readFileSync } from 'node:fs';
import { PROGRESS_BAR_MS } from '@regal/shared';
import { describe, expect, it } from 'vitest';

describe('top loading bar', () => {
  it('creeps over PROGRESS_BAR_MS (the module declares it, not an inline style)', () => {
    const css = readFileSync(new URL('./top-loading-bar.module.css', import.meta.url), 'utf8');
    expect(/--regal-progress-ms: (\d+)ms;/.exec(css)?.[1]).toBe(String(PROGRESS_BAR_MS));
  });
});
