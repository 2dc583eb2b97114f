import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { requireNotStrikeRestricted } from './strike-restriction.ts';

/**
 * The check reviews and uploads make before a user contributes: enough strikes (STRIKE_LIMIT, a
 * run-time setting read at call time) block both until a strike is cleared (decision 015).
 */
export interface ContributionGuard {
  assertMayContribute(userId: number): Promise<void>;
}

export function createContributionGuard(
  db: Database,
  config: Pick<Config, 'STRIKE_LIMIT'>,
): ContributionGuard {
  return {
    async assertMayContribute(userId) {
      const [row] = await db
        .select({ strikesCount: users.strikesCount })
        .from(users)
        .where(eq(users.id, userId));
      if (row) requireNotStrikeRestricted(row, config);
    },
  };
}
