/**
 * Turns what a visitor typed into safe query pieces. Only letters and digits survive, so no
 * tsquery or LIKE syntax can be smuggled in (see docs/decisions/003-search-engine.md).
 */
const MAX_WORDS = 8;

/** Words of a text: runs of letters or digits, at most eight. Dots, underscores, hyphens separate. */
export function wordsOf(text: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * A tsquery for `to_tsquery('regal_german', …)`: every word must match, the last one as a prefix
 * so results appear while a title is still being typed (`herr ring` → `herr & ring:*`).
 */
export function prefixTsQuery(text: string): string | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** A word as a LIKE pattern that matches it anywhere (`%`, `_` and `\` escaped). */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Same, anchored at the start. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
