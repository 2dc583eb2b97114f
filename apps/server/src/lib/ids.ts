import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Public ids for URLs: 12 base62 characters (~71 bits), so ids cannot be enumerated. */
export function newUid(length = 12): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; i < bytes.length && out.length < length; i++) {
    const byte = bytes[i] ?? 0;
    // Rejection sampling keeps the distribution uniform (248 = 4 × 62).
    if (byte < 248) out += ALPHABET[byte % 62];
  }
  return out.length === length ? out : newUid(length);
}
