import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { releases, reviews } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

/**
 * Whether a reporter has standing (issue 32): a confirmed e-mail address, an account at least
 * STRIKE_REPORTER_MIN_AGE_DAYS old, and activity of its own — a review or a release. Only such
 * reporters' pending strikes can count before staff decide; three throw-away accounts made minutes
 * ago have none, so their strikes wait for staff. `reporter` may be `users` or an alias of it.
 */
export function reporterHasStanding(
  reporter: { id: Column; emailVerifiedAt: Column; createdAt: Column },
  config: Pick<Config, 'STRIKE_REPORTER_MIN_AGE_DAYS'>,
  now = new Date(),
): SQL<boolean> {
  const bornBefore = new Date(now.getTime() - config.STRIKE_REPORTER_MIN_AGE_DAYS * DAY_MS);
  return sql<boolean>`(${reporter.emailVerifiedAt} is not null
    and ${reporter.createdAt} <= ${bornBefore}
    and (exists (select 1 from ${reviews} where ${reviews.userId} = ${reporter.id})
      or exists (select 1 from ${releases} where ${releases.userId} = ${reporter.id})))`;
}
