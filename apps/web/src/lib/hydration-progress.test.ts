import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Progress = typeof import('./hydration-progress.ts');

/** The `<html>` element's dataset, the only part of the document the module touches. */
let dataset: Record<string, string>;

async function freshProgress(): Promise<Progress> {
  vi.resetModules();
  return import('./hydration-progress.ts');
}

describe('the interactive mark', () => {
  beforeEach(() => {
    dataset = {};
    vi.stubGlobal('document', { documentElement: { dataset } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits for every pass the root committed, nested ones included', async () => {
    const progress = await freshProgress();
    progress.passStarted(); // main
    progress.passStarted(); // footer
    progress.rootCommitted();
    expect(dataset.interactive).toBeUndefined();

    // The main pass hydrates and commits a nested pass before its own last child.
    progress.passStarted();
    progress.passHydrated();
    expect(dataset.interactive).toBeUndefined();
    progress.passHydrated(); // the nested pass
    expect(dataset.interactive).toBeUndefined();
    progress.passHydrated(); // the footer
    expect(dataset.interactive).toBe('');
  });

  it('a page without passes is interactive at the root commit', async () => {
    const progress = await freshProgress();
    progress.rootCommitted();
    expect(dataset.interactive).toBe('');
  });
});
