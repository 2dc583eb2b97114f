import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '../../lib/shell-namespaces.ts';

/**
 * The header (and its user menu) renders on every page right after load, before any page's lazy
 * namespaces arrive. A key from such a namespace showed raw ("my.title", audit-01 #21), so every
 * namespace the header names — `useTranslation('ns')` or a `t('ns:key')` prefix — must be a shell one.
 */
const HEADER_DIR = import.meta.dirname;

function namespacesUsedIn(source: string): string[] {
  const hooks = [...source.matchAll(/useTranslation\(\s*'([\w-]+)'/g)].map((m) => m[1] ?? '');
  const prefixed = [...source.matchAll(/\bt\(\s*'([\w-]+):/g)].map((m) => m[1] ?? '');
  return [...hooks, ...prefixed];
}

describe('header namespaces', () => {
  it('the header only uses namespaces loaded with the shell', () => {
    const files = readdirSync(HEADER_DIR).filter((f) => f.endsWith('.tsx'));
    expect(files).toContain('user-menu.tsx');
    for (const file of files) {
      const used = namespacesUsedIn(readFileSync(path.join(HEADER_DIR, file), 'utf8'));
      for (const ns of used) expect(SHELL_NAMESPACES, `${file} uses ${ns}`).toContain(ns);
    }
  });

  it('finds a lazy namespace when one is used (the check can fail)', () => {
    expect(namespacesUsedIn("t('uploads:my.title')")).toEqual(['uploads']);
    expect(SHELL_NAMESPACES).not.toContain('uploads');
  });
});
