import { describe, expect, it } from 'vitest';
import { PG_INT_MAX, ZId, ZIdParam, zIntQuery, zText } from './primitives.ts';

describe('input primitives', () => {
  it('refuse text PostgreSQL cannot store', () => {
    expect(zText().safeParse('a\u0000b').success).toBe(false);
    expect(zText().safeParse('lone \uD800 surrogate').success).toBe(false);
    expect(zText().safeParse('paired 😀 emoji, Umlaute äöü').success).toBe(true);
  });

  it('keep ids inside PostgreSQL integer and never take booleans', () => {
    expect(ZId.safeParse(PG_INT_MAX).success).toBe(true);
    expect(ZId.safeParse(PG_INT_MAX + 1).success).toBe(false);
    expect(ZId.safeParse(true).success).toBe(false);
    expect(ZIdParam.safeParse('4026168271').success).toBe(false);
    expect(ZIdParam.safeParse('true').success).toBe(false);
    expect(ZIdParam.parse('42')).toBe(42);
    expect(zIntQuery(1, 10).safeParse('1e1').success).toBe(false);
  });
});
