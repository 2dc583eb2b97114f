import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { actors } from '../../db/schema/index.ts';
import { cappedCount } from './capped-count.ts';
import { containsPattern, prefixPattern, wordsOf } from './search-text.ts';

const foldedName = sql`regal_fold(${actors.name})`;
/**
 * The person's visible entries. The outer id is spelt out as "actors"."id": in a one-table select
 * drizzle writes `${actors.id}` as a bare "id", which inside this subquery meant the entry's id —
 * every person counted the one entry whose id happened to equal theirs (issue 14: "1 entry where
 * there are 3").
 */
const entriesCount = sql<number>`(select count(distinct ea.entry_id)::int from entry_actors ea
  join entries e on e.id = ea.entry_id
  where ea.actor_id = ${sql.identifier('actors')}.${sql.identifier('id')} and e.active and e.deleted_at is null)`;

/**
 * People by name: every word inside the name, or a trigram-similar name (misspellings). Exact names
 * first, then names starting with the text, then the closest, then the most credited.
 */
export function createActorSearchRepository(db: Database) {
  return {
    async search(text: string, page: number, perPage: number) {
      const folded = sql`regal_fold(${text})`;
      const words = wordsOf(text);
      const contains = words.map((w) => sql`${foldedName} like regal_fold(${containsPattern(w)})`);
      const condition =
        words.length === 0
          ? sql`true`
          : sql`((${sql.join(contains, sql` and `)}) or ${foldedName} % ${folded})`;
      const order = text
        ? [
            sql`(${foldedName} = ${folded}) desc`,
            sql`(${foldedName} like regal_fold(${prefixPattern(text)})) desc`,
            sql`similarity(${foldedName}, ${folded}) desc`,
            sql`${entriesCount} desc`,
          ]
        : [sql`${entriesCount} desc`, sql`${actors.name} asc`];
      const [rows, total] = await Promise.all([
        db
          .select({ id: actors.id, name: actors.name, slug: actors.slug, image: actors.image, entriesCount })
          .from(actors)
          .where(condition)
          .orderBy(...order, desc(actors.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        cappedCount(db, db.select({ one: sql`1` }).from(actors).where(condition)),
      ]);
      return { rows, total };
    },
  };
}
export type ActorSearchRepository = ReturnType<typeof createActorSearchRepository>;
