import type { Config } from '../../config.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/http-errors.ts';

export const STRIKE_RESTRICTED_MESSAGE =
  'Du hast zu viele Verwarnungen. Bewertungen und Uploads sind gesperrt, bis eine Verwarnung aufgehoben ist.';

export interface StrikeRestriction {
  restricted: boolean;
  count: number;
  /** 0: strikes never restrict */
  limit: number;
}

/**
 * Whether a user's strikes restrict them (decision 015): at STRIKE_LIMIT strikes or more they may
 * not write reviews or upload until a strike is cleared. For the reviews and uploads modules.
 */
export function strikeRestriction(
  user: Pick<UserRow, 'strikesCount'>,
  config: Pick<Config, 'STRIKE_LIMIT'>,
): StrikeRestriction {
  const limit = config.STRIKE_LIMIT;
  return { restricted: limit > 0 && user.strikesCount >= limit, count: user.strikesCount, limit };
}

/** Throws 403 with the restriction message when the user's strikes restrict them. */
export function requireNotStrikeRestricted(
  user: Pick<UserRow, 'strikesCount'>,
  config: Pick<Config, 'STRIKE_LIMIT'>,
): void {
  if (strikeRestriction(user, config).restricted) throw forbidden(STRIKE_RESTRICTED_MESSAGE);
}
