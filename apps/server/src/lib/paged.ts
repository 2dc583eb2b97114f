import { lastPageOf, type Paged } from '@regal/shared';
import { type AnyColumn, ilike, or, type SQL } from 'drizzle-orm';

/** The spec's paged list shape from one page of rows and the total. */
export function pagedOf<T>(data: T[], total: number, page: number, perPage: number): Paged<T> {
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data,
    current_page: page,
    last_page: lastPageOf(total, perPage),
    per_page: perPage,
    from,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}

/** Escapes `%`, `_` and `\` for a LIKE pattern: what a user types is meant literally. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A staff list's search box: the text, literally and in any case, inside any of the columns. */
export function containsAny(text: string, columns: AnyColumn[]): SQL {
  const like = `%${likeEscape(text)}%`;
  return or(...columns.map((column) => ilike(column, like))) as SQL;
}
