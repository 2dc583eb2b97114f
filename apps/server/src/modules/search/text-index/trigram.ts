/**
 * pg_trgm's `similarity(a, b)` for the in-process index: every word (a run of letters or digits,
 * lower-cased) padded with two spaces before and one after, its three-character windows as a set,
 * and shared / (all distinct) in single precision — what `contrib/pg_trgm/trgm_op.c` computes.
 */

const WORD = /[\p{L}\p{N}]+/gu;

export function trigramsOf(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const chars = Array.from(`  ${word} `);
    for (let i = 0; i + 2 < chars.length; i++) set.add(`${chars[i]}${chars[i + 1]}${chars[i + 2]}`);
  }
  return set;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  return Math.fround(shared / (a.size + b.size - shared));
}
