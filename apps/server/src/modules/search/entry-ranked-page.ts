import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries } from '../../db/schema/index.ts';
import { prefixPattern } from './search-text.ts';
import { rowsOf } from './sql-rows.ts';

// The folded titles as stored (migration 0035), SQL only like the search vector.
const storedFoldedTitle = sql`"entries"."title_folded"`;
const storedFoldedOriginal = sql`"entries"."original_title_folded"`;

/**
 * A page of a text search with few matches in relevance order (docs/decisions/003-search-engine.md):
 * exact title (or original title) first, then titles starting with the text, then the full-text
 * rank, then trigram similarity, then newest — counted in the same pass.
 *
 * Shaped for cost, not brevity: every match's folded titles are read once (`offset 0` keeps that
 * level from being merged away) from the columns the database keeps (migration 0035: folding them
 * here was a quarter of the query's time for `jagd`, 1,403 matches of 100,000), the matches are sorted by exact, prefix and rank, and only
 * then does an incremental sort compute similarity — for the rows up to the page and their ties,
 * not for all ~1,500 matches of a common word (36 → 9 ms for `Glück`).
 */
export async function rankedEntryIds(
  db: Database,
  condition: SQL | undefined,
  rank: SQL | null,
  folded: string,
  limit: number,
  offset: number,
): Promise<{ id: number; total: number }[]> {
  const prefix = prefixPattern(folded);
  const rows = await rowsOf<{ id: number; total: number }>(
    db,
    sql`select id, total from (
      select * from (
        select id, count(*) over () as total, latest, ft, fo, rk,
          (ft = ${folded} or coalesce(fo = ${folded}, false)) as ex, ft like ${prefix} as pre
        from (
          select ${entries.id} as id, ${storedFoldedTitle} as ft, ${storedFoldedOriginal} as fo,
            ${rank ?? sql`0::real`} as rk, ${entries.lastReleaseAt} as latest
          from ${entries} where ${condition} offset 0
        ) m
      ) r order by ex desc, pre desc, rk desc
    ) s order by ex desc, pre desc, rk desc,
      greatest(similarity(ft, ${folded}), similarity(coalesce(fo, ''), ${folded})) desc,
      latest desc nulls last, id desc
    limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({ id: Number(row.id), total: Number(row.total) }));
}
