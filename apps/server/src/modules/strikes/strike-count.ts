import { and, countDistinct, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { strikes, users } from '../../db/schema/index.ts';
import { reporterHasStanding } from './reporter-standing.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type CountConfig = Pick<Config, 'STRIKE_CONFIRM_REPORTERS' | 'STRIKE_REPORTER_MIN_AGE_DAYS'>;

/**
 * The strikes that count toward STRIKE_LIMIT (decision 036): every confirmed strike, plus one per
 * distinct reporter with standing (`reporter-standing.ts`: verified, old enough, active) of pending
 * strikes once at least STRIKE_CONFIRM_REPORTERS of them agree (0: pending strikes never count).
 * One reporter's pending strikes never count twice; a reporter without standing never counts.
 */
export async function countingStrikes(
  tx: Tx | Database,
  userId: number,
  config: CountConfig,
): Promise<{ confirmed: number; pendingReporters: number; total: number }> {
  const [confirmed] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(strikes)
    .where(and(eq(strikes.userId, userId), eq(strikes.status, 'confirmed')));
  const [pending] = await tx
    .select({ n: countDistinct(strikes.reportByUserId) })
    .from(strikes)
    .innerJoin(users, eq(users.id, strikes.reportByUserId))
    .where(
      and(eq(strikes.userId, userId), eq(strikes.status, 'pending'), reporterHasStanding(users, config)),
    );
  const threshold = config.STRIKE_CONFIRM_REPORTERS;
  const pendingReporters = Number(pending?.n ?? 0);
  const pendingCount = threshold > 0 && pendingReporters >= threshold ? pendingReporters : 0;
  const confirmedCount = Number(confirmed?.n ?? 0);
  return { confirmed: confirmedCount, pendingReporters, total: confirmedCount + pendingCount };
}

/** Recomputes `users.strikes_count` in the transaction of a strike change; answers old and new. */
export async function refreshStrikesCount(
  tx: Tx,
  userId: number,
  config: CountConfig,
): Promise<{ from: number; to: number }> {
  const [before] = await tx
    .select({ n: users.strikesCount })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const { total } = await countingStrikes(tx, userId, config);
  if (before && before.n !== total)
    await tx.update(users).set({ strikesCount: total }).where(eq(users.id, userId));
  return { from: before?.n ?? 0, to: total };
}
