import type { Config } from '../../config.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 24 * HOUR;

export interface SessionLifetime {
  expiresAt: Date;
  idleTimeoutSeconds: number;
}

/** Absolute and idle lifetimes of a new session; "remember me" gets the long pair. */
export function sessionLifetime(config: Config, remember: boolean, now: Date): SessionLifetime {
  const absoluteMs = remember ? config.SESSION_REMEMBER_DAYS * DAY : config.SESSION_TTL_HOURS * HOUR;
  const idleMs = remember ? config.SESSION_REMEMBER_IDLE_DAYS * DAY : config.SESSION_IDLE_MINUTES * MINUTE;
  return {
    expiresAt: new Date(now.getTime() + absoluteMs),
    idleTimeoutSeconds: Math.round(idleMs / 1000),
  };
}

/** Why a stored session no longer counts, or null while it is alive. */
export function sessionDeadReason(
  session: { revokedAt: Date | null; expiresAt: Date; lastUsedAt: Date; idleTimeoutSeconds: number },
  now: Date,
): string | null {
  if (session.revokedAt) return 'Session ended. Please log in again.';
  if (now.getTime() >= session.expiresAt.getTime()) return 'Session expired. Please log in again.';
  if (now.getTime() - session.lastUsedAt.getTime() >= session.idleTimeoutSeconds * 1000)
    return 'Session expired after inactivity. Please log in again.';
  return null;
}
