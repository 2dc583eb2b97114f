import { describe, expect, it } from 'vitest';
import { pageDependsOn, pageIsKept } from './page-tags.ts';

describe('which rendered pages are kept, and what drops them (decision 050)', () => {
  it('keeps every page but the REQ list, which no catalogue change names', () => {
    for (const url of [
      '/',
      '/detail/abc/sintel',
      '/search?q=sintel',
      '/search?tab=scenebot',
      '/type/movie',
      '/requests',
    ])
      expect(pageIsKept(url), url).toBe(true);
    for (const url of [
      '/req',
      '/req/',
      '/req?page=2&q=x',
      '/en/req',
      '/search?tab=req',
      '/en/search?q=a&tab=req',
    ])
      expect(pageIsKept(url), url).toBe(false);
  });

  it('drops a detail page by its entry, any other page by every change', () => {
    expect(pageDependsOn('/detail/abc/sintel\nde\ndark', new Set(['u:abc']))).toBe(true);
    expect(pageDependsOn('/detail/abc/sintel\nde\ndark', new Set(['u:xyz']))).toBe(false);
    expect(pageDependsOn('/type/movie\nde\ndark', new Set(['u:xyz']))).toBe(true);
  });
});
