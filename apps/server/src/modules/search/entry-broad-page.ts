import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries } from '../../db/schema/index.ts';
import { estimatedRows } from './capped-count.ts';
import { rowsOf } from './sql-rows.ts';

export const foldedTitle = sql`regal_fold(${entries.title})`;
export const foldedOriginal = sql`regal_fold(${entries.originalTitle})`;

/**
 * Titles starting with the text (planner estimate) up to which the prefix group is read whole
 * through the folded-title btree and sorted; past it, walking the "latest" index until a page of them
 * turns up is cheaper (`der…`: 7 % of all titles, ~300 rows walked instead of 7,000 sorted; `glück…`:
 * 351 titles, 1.5 ms sorted against 33 ms walked). Break-even near √(21 × entries × 4).
 */
const FEW_PREFIX_TITLES = 2000;

/**
 * The ids of a page of a broad text search (more matches than are worth ranking, see
 * entry-search.repository.ts): exact titles, then titles starting with the text, then every other
 * match, each newest first. Three LIMITed branches, so each is an index scan that stops after the
 * page (btree on the folded title, the NULLS LAST "latest" index) instead of reading and sorting tens
 * of thousands of matches. `folded` is the folded text as a constant the planner can match to the
 * title index.
 *
 * The prefix group does not re-check the full-text match: a title starting with the text counts as
 * a match, and checking the word vector of thousands of `Der …` titles cost 200 ms (the title-words
 * vector of migration 0010 is an expression, computed per row outside its index).
 */
export async function broadEntryIds(
  db: Database,
  filters: SQL | undefined,
  match: SQL,
  folded: string,
  limit: number,
  offset: number,
): Promise<number[]> {
  // "Starts with" as a byte-wise range (what the text_pattern_ops btree serves): unlike LIKE, the
  // planner estimates it from the title histogram, so the estimate below is close.
  const startsWith = sql`(${foldedTitle} ~>=~ ${folded} and ${foldedTitle} ~<~ ${`${folded}\u{10FFFF}`})`;
  const k = offset + limit;
  const estimate = await estimatedRows(
    db,
    sql`select 1 from ${entries} where ${entries.active} and ${entries.deletedAt} is null and ${startsWith}`,
  );
  const fewPrefix = estimate < FEW_PREFIX_TITLES;
  // `+ interval '0'` hides the "latest" index order from the planner, so few prefix titles are read
  // through the title btree and sorted rather than found by walking all entries newest first.
  const latestKey = fewPrefix
    ? sql`(${entries.lastReleaseAt} + interval '0 seconds')`
    : entries.lastReleaseAt;
  const branch = (
    group: number,
    where: SQL,
    key: SQL | typeof entries.lastReleaseAt = entries.lastReleaseAt,
  ) =>
    sql`(select ${entries.id} as id, ${entries.lastReleaseAt} as latest, ${group}::int as grp from ${entries}
      where ${filters} and ${where} order by ${key} desc nulls last, ${entries.id} desc limit ${k})`;
  const origIsNot = sql`coalesce(${foldedOriginal} <> ${folded}, true)`;
  const hits = await rowsOf<{ id: number }>(
    db,
    sql`select id from (
      ${branch(0, sql`${match} and (${foldedTitle} = ${folded} or ${foldedOriginal} = ${folded})`)}
      union all ${branch(1, sql`${startsWith} and ${foldedTitle} <> ${folded} and ${origIsNot}`, latestKey)}
      union all ${branch(2, sql`${match} and not ${startsWith} and ${origIsNot}`)}
    ) hits order by grp, latest desc nulls last, id desc limit ${limit} offset ${offset}`,
  );
  return hits.map((row) => Number(row.id));
}
