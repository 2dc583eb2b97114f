import { lastPageOf, type Paged } from '@regal/shared';

/** A page of a list in the spec's paged shape (§3): data, last_page, from, to, total. */
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
