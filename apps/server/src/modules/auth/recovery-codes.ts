import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 8;

function randomChunk(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (const byte of bytes) {
    // 248 = 8 × 31: rejection sampling keeps the alphabet uniform.
    if (byte < 248 && out.length < length) out += ALPHABET[byte % ALPHABET.length];
  }
  return out.length === length ? out : randomChunk(length);
}

/** Eight codes like `k7m2p-x9q4r` (~50 bits each); kept only as SHA-256 hashes. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => `${randomChunk(5)}-${randomChunk(5)}`);
}

/** The canonical form of something typed as a recovery code, or null when it is not one. */
export function normaliseRecoveryCode(input: string): string | null {
  const compact = input.trim().toLowerCase().replace(/[\s-]/g, '');
  if (!/^[a-z0-9]{10}$/.test(compact) || /^\d+$/.test(compact)) return null;
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}
