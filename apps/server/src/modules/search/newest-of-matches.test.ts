import { describe, expect, it } from 'vitest';
import { dependsOn } from '../../lib/answer-tags.ts';
import {
  derivedNewestTags,
  type EntryWords,
  matchKeyOf,
  matchKeyTags,
  NEWEST_OF_SOME_MATCHES,
} from './newest-of-matches.ts';

const sprite: EntryWords = { lexemes: ['fright', 'sprit'], titles: ['sprite fright'] };
const cosmos: EntryWords = { lexemes: ['cosmos', 'laundromat'], titles: ['cosmos laundromat', 'kosmos'] };
const words = new Map([
  [1, sprite],
  [2, cosmos],
]);
const wordsOf = (id: number) => words.get(id) ?? null;

/** Does an answer keyed by `text`'s operands and folded text depend on this change? */
function drops(operands: string[], folded: string, change: string[]): boolean {
  const key = matchKeyOf(
    operands.map((lexeme) => ({ lexeme })),
    folded,
  );
  if (!key) throw new Error('no key');
  const tags = new Set(change);
  const widened = new Set([...tags, ...derivedNewestTags(tags, wordsOf)]);
  return dependsOn(matchKeyTags(key), widened);
}

describe('a title search keyed by what its matches hold (issue 35)', () => {
  it('is dropped by a new release of an entry holding its word, as a whole lexeme or its start', () => {
    expect(drops(['sprit'], 'sprit', ['e:1', 'u:a', 'by:latest'])).toBe(true);
    // `spr:*`, a word typed halfway: every lexeme starting with it.
    expect(drops(['spr'], 'spr', ['e:1', 'by:latest'])).toBe(true);
    // Its longest word keys it: `fright` is held by entry 1 only.
    expect(drops(['sprit', 'fright'], 'sprite fright', ['e:1', 'by:latest'])).toBe(true);
  });

  it('is dropped by a new release of an entry whose title starts with its text (a broad search counts those)', () => {
    expect(drops(['kosmo'], 'kosmo', ['e:2', 'by:latest'])).toBe(true);
    expect(drops(['cosmo'], 'cosmos l', ['e:2', 'by:latest'])).toBe(true);
  });

  it('stays for a new release of an entry holding neither', () => {
    expect(drops(['sprit'], 'sprit', ['e:2', 'u:b', 'by:latest'])).toBe(false);
    expect(drops(['laundromat'], 'laundromat', ['e:1', 'by:latest'])).toBe(false);
  });

  it('is dropped when the change names an entry whose words are unknown, or no entry at all', () => {
    expect(drops(['sprit'], 'sprit', ['e:3', 'by:latest'])).toBe(true);
    expect(drops(['sprit'], 'sprit', ['by:latest'])).toBe(true);
  });

  it('derives nothing from a change that does not move the newest release', () => {
    expect(derivedNewestTags(new Set(['e:1', 'u:a']), wordsOf)).toEqual([]);
    expect(derivedNewestTags(new Set(['e:3', 'list']), wordsOf)).toEqual([]);
  });

  it('derives the catch-all tag alone when an entry is unknown', () => {
    expect(derivedNewestTags(new Set(['e:1', 'e:3', 'by:latest']), wordsOf)).toEqual([
      NEWEST_OF_SOME_MATCHES,
    ]);
  });

  it('has no key without a word or a text, and cuts long ones the same way on both sides', () => {
    expect(matchKeyOf([], 'sprite')).toBeNull();
    expect(matchKeyOf([{ lexeme: 'sprit' }], '')).toBeNull();
    const long = 'a'.repeat(100);
    words.set(4, { lexemes: [long], titles: [long] });
    expect(drops([long], long, ['e:4', 'by:latest'])).toBe(true);
    expect(matchKeyOf([{ lexeme: long }], long)).toEqual({ word: 'a'.repeat(64), title: 'a'.repeat(64) });
  });
});
