import { PAGINATION_MAX_LINKS, PAGINATION_WINDOW_AHEAD } from './constants.ts';

/**
 * The page links to show (spec §9): the window reaches `ahead` pages beyond the current one and
 * holds at most `maxLinks` links; the rest of the room goes to pages before the current one.
 */
export function paginationWindow(
  current: number,
  lastPage: number,
  maxLinks = PAGINATION_MAX_LINKS,
  ahead = PAGINATION_WINDOW_AHEAD,
): number[] {
  if (lastPage < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), lastPage);
  const end = Math.min(lastPage, page + ahead);
  const start = Math.max(1, end - maxLinks + 1);
  const pages: number[] = [];
  for (let p = start; p <= end; p++) pages.push(p);
  return pages;
}

export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
