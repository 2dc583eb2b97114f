import type { PageData } from '../../lib/route-data.ts';
import { searchOf } from '../../lib/route-data.ts';
import { searchQueryOptions, toSearchApiQuery } from './api/get-search.ts';
import { readSearchState } from './search-params.ts';

/** `/search`: the results of the address's mask, tab, text and filters (the bot's tab reads nothing). */
export const searchData: PageData = async (client, args) => {
  const state = readSearchState(searchOf(args));
  if (state.tab === 'scenebot') return;
  await client.ensureQueryData(searchQueryOptions(toSearchApiQuery(state), state.f));
};
