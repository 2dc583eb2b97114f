import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('writes German umlauts as two letters', () => {
    expect(slugify('Die Schlümpfe 2: Große Füße')).toBe('die-schluempfe-2-grosse-fuesse');
  });
  it('folds other accents and collapses punctuation', () => {
    expect(slugify("  Amélie's  café — Noël!  ")).toBe('amelies-cafe-noel');
  });
  it('keeps digits and turns & into "and"', () => {
    expect(slugify('Tom & Jerry 1940')).toBe('tom-and-jerry-1940');
  });
  it('gives an empty slug for a title without letters or digits', () => {
    expect(slugify('!!!')).toBe('');
  });
});
