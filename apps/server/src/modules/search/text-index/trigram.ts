/**
 * pg_trgm's `similarity(a, b)` for the in-process index: every word (a run of letters or digits,
 * lower-cased) padded with two spaces before and one after, its three-character windows as a set,
 * and shared / (all distinct) in single precision — what `contrib/pg_trgm/trgm_op.c` computes.
 * A trigram is kept as one number (three 16-bit characters), a set as a sorted Float64Array.
 */

const WORD = /[\p{L}\p{N}]+/gu;

/** A character as 16 bits: letters beyond the BMP share codes (pg_trgm hashes them too). */
const unit = (char: string) => {
  const cp = char.codePointAt(0) ?? 0;
  return cp > 0xffff ? 0xd800 + (cp % 0x800) : cp;
};

export function trigramCodes(text: string): Float64Array {
  const codes: number[] = [];
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const chars = Array.from(`  ${word} `, unit);
    for (let i = 0; i + 2 < chars.length; i++)
      codes.push(
        (chars[i] as number) * 2 ** 32 + (chars[i + 1] as number) * 2 ** 16 + (chars[i + 2] as number),
      );
  }
  const sorted = Float64Array.from(codes).sort();
  let unique = 0;
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[unique++] = sorted[i] as number;
  return sorted.subarray(0, unique);
}

/** `similarity` of two sorted trigram sets. */
export function similarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length === 0 || b.length === 0) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return Math.fround(shared / (a.length + b.length - shared));
}
