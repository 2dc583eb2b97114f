import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque bearer token: 256 bits from the CSPRNG, URL-safe. */
export function newOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps instead of a token: its SHA-256 (tokens are random, so no salt is needed). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two strings without leaking where they differ. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
