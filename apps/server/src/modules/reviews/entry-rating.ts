import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * How many reviews the imported rating (TMDB/xREL at import time) weighs (decision 016): with few
 * reviews the shown rating stays near the imported one, with many it follows the reviews.
 */
export const IMPORTED_RATING_WEIGHT = 5;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Recomputes the entry's shown rating from its reviews inside the review change's transaction.
 * The imported rating is kept once, before the first review replaces `entries.rating`; with no
 * reviews left the entry shows the imported rating again.
 */
export async function recomputeEntryRating(tx: Tx | Database, entryId: number): Promise<void> {
  await tx.execute(sql`
    insert into entry_ratings (entry_id, imported_rating)
    select id, rating from entries where id = ${entryId}
    on conflict (entry_id) do nothing`);
  await tx.execute(sql`
    update entry_ratings set
      reviews_count = (select count(*)::int from reviews where entry_id = ${entryId}),
      rating_sum = (select coalesce(sum(rating), 0)::int from reviews where entry_id = ${entryId})
    where entry_id = ${entryId}`);
  await tx.execute(sql`
    update entries set rating = case
        when er.reviews_count = 0 then er.imported_rating
        when er.imported_rating is null then round(er.rating_sum::numeric / er.reviews_count, 1)
        else round(
          ((er.imported_rating * ${IMPORTED_RATING_WEIGHT})::numeric + er.rating_sum)
            / (${IMPORTED_RATING_WEIGHT} + er.reviews_count), 1)
      end
    from entry_ratings er
    where er.entry_id = entries.id and entries.id = ${entryId}`);
}
