import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens.ts';

/** Verification links stay valid for a day. */
export const VERIFY_LINK_TTL_MS = 24 * 3_600_000;

/**
 * The `{hash}` of `auth/verify/email/{id}/{hash}?expires=…`: an HMAC over the id, the address and
 * the expiry, so a link works only for the address it was sent to and only until it expires.
 */
export function verificationHash(appKey: Buffer, userId: number, email: string, expires: number): string {
  return createHmac('sha256', appKey)
    .update(`verify-email|${userId}|${email.toLowerCase()}|${expires}`)
    .digest('base64url');
}

export function verificationLink(
  publicUrl: string,
  appKey: Buffer,
  user: { id: number; email: string },
  now: Date,
): string {
  const expires = Math.floor((now.getTime() + VERIFY_LINK_TTL_MS) / 1000);
  const hash = verificationHash(appKey, user.id, user.email, expires);
  return `${publicUrl.replace(/\/$/, '')}/auth/verify/email/${user.id}/${hash}?expires=${expires}`;
}

export function verificationHashValid(
  appKey: Buffer,
  user: { id: number; email: string },
  hash: string,
  expires: number,
  now: Date,
): boolean {
  if (expires * 1000 <= now.getTime()) return false;
  return safeEqual(hash, verificationHash(appKey, user.id, user.email, expires));
}
