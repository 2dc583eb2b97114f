import { lastPageOf, type Paged } from '@regal/shared';

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

/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
