import { describe, expect, it } from 'vitest';
import { readSearchState } from '../search-params.ts';
import { toSearchApiQuery } from './get-search.ts';

const queryOf = (search: string) => toSearchApiQuery(readSearchState(new URLSearchParams(search)));

describe('toSearchApiQuery', () => {
  it('keeps a custom sort and its order on the search tab', () => {
    expect(queryOf('sortBy=name&sortOrder=asc')).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
  });

  // Issue 36: an `asc` chosen for a custom sort was sent with the Trends and Popular tabs, which
  // then listed the least viewed or downloaded first.
  it.each(['trends', 'popular'])('sends the %s tab in its own order, not a custom sort’s asc', (tab) => {
    const query = queryOf(`tab=${tab}&sortBy=name&sortOrder=asc`);
    expect(query.sortBy).toBe(tab);
    expect(query.sortOrder).toBeUndefined();
  });
});
