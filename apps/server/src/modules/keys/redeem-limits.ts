import type { RateLimitRule } from '../../lib/rate-limit.ts';

/**
 * Budgets for redeeming license keys (issue 32): without them one account guessed ~70 keys a
 * second. Keys are 100-bit, so guessing stays hopeless either way; the budgets make it slow as
 * well, and keep the route from being a free database load. Every attempt counts (a race of parallel
 * guesses cannot slip past a check made before the result is known); a person redeeming a handful of
 * keys they bought stays far below. The address window catches many accounts behind one address.
 */
export const REDEEM_WINDOW_MS = 15 * 60_000;
export const REDEEM_PER_USER = 10;
export const REDEEM_PER_ADDRESS = 30;

export function redeemRules(userId: number, ip: string, message: string): RateLimitRule[] {
  return [
    { key: `redeem:u:${userId}`, limit: REDEEM_PER_USER, windowMs: REDEEM_WINDOW_MS, message },
    { key: `redeem:ip:${ip}`, limit: REDEEM_PER_ADDRESS, windowMs: REDEEM_WINDOW_MS, message },
  ];
}
