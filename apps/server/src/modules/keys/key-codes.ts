import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A key of 4 groups of 5 base32 characters (100 bits from the CSPRNG): easy to read aloud and to
 * type, no 0/O or 1/I confusion. 32 is a power of two, so `byte % 32` is unbiased.
 */
export function newKeyCode(): string {
  const bytes = randomBytes(20);
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return chars.match(/.{5}/g)?.join('-') ?? chars;
}
