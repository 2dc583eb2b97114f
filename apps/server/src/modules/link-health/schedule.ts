import type { LinkState } from '../../db/schema/index.ts';
import type { LinkVerdict } from '../../integrations/hosters/checker.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Online links: checked again after 1 h, 6 h, 1 day, 3 days, then weekly (stable links less often). */
export const ONLINE_STEPS = [HOUR, 6 * HOUR, DAY, 3 * DAY, 7 * DAY];
/** Offline links: again after 10 min, 1 h, 6 h, … until dead; dead links weekly (they may come back). */
export const OFFLINE_STEPS = [10 * MINUTE, HOUR, 6 * HOUR, DAY];
/** A check that got no answer (timeout, 5xx, 429): again in 15 min, state and streak unchanged. */
export const RETRY_UNKNOWN_MS = 15 * MINUTE;

export interface LinkStatus {
  state: LinkState;
  streak: number;
}

export interface NextStatus extends LinkStatus {
  reason: string;
  nextCheckAt: Date;
}

const step = (steps: number[], streak: number) => steps[Math.min(streak, steps.length) - 1] ?? DAY;

/**
 * The link's state after a verdict and when to look again. A verdict without an answer keeps what
 * was known (a link that was online stays online through a hoster's bad minute).
 */
export function nextStatus(
  current: LinkStatus,
  verdict: LinkVerdict,
  deadAfter: number,
  now: Date,
): NextStatus {
  if (verdict.state === 'unknown') {
    return {
      state: current.state,
      streak: current.streak,
      reason: verdict.reason,
      nextCheckAt: new Date(now.getTime() + RETRY_UNKNOWN_MS),
    };
  }
  // A refused address stays refused; the URL is looked at again weekly in case the rule changed.
  if (verdict.state === 'refused')
    return {
      state: 'refused',
      streak: 1,
      reason: verdict.reason,
      nextCheckAt: new Date(now.getTime() + 7 * DAY),
    };
  const streak = current.state === verdict.state ? current.streak + 1 : 1;
  const delay =
    verdict.state === 'online'
      ? step(ONLINE_STEPS, streak)
      : streak >= deadAfter
        ? 7 * DAY
        : step(OFFLINE_STEPS, streak);
  return {
    state: verdict.state,
    streak: Math.min(streak, 10_000),
    reason: verdict.reason,
    nextCheckAt: new Date(now.getTime() + delay),
  };
}

export const isDead = (link: LinkStatus, deadAfter: number) =>
  link.state === 'offline' && link.streak >= deadAfter;
