import type { PageData } from '../../lib/route-data.ts';
import { searchOf } from '../../lib/route-data.ts';
import { actorSearchQueryOptions } from './api/get-actor-search.ts';
import { searchQueryOptions, toSearchApiQuery } from './api/get-search.ts';
import { actorSearchParamsOf, pageOf, reqQuery, sceneBotQuery, textOf } from './route-queries.ts';
import { readSearchState } from './search-params.ts';

/** `/search`: the results of the address's mask, tab, text and filters (the bot's tab: its list). */
export const searchData: PageData = async (client, args) => {
  const state = readSearchState(searchOf(args));
  const query = state.tab === 'scenebot' ? sceneBotQuery(state.page, state.q) : toSearchApiQuery(state);
  await client.ensureQueryData(searchQueryOptions(query, state.f));
};

/** `/search/actors`: the people matching the text. */
export const actorSearchData: PageData = (client, args) =>
  client.ensureQueryData(actorSearchQueryOptions(actorSearchParamsOf(searchOf(args))));

/** `/req`: the REQ list, narrowed by the text. */
export const reqData: PageData = (client, args) => {
  const params = searchOf(args);
  return client.ensureQueryData(
    searchQueryOptions(reqQuery(pageOf(params), textOf(params)), params.get('f') ?? ''),
  );
};

/** `/scenebot`: the newest scene releases (the page shows no text filter). */
export const sceneBotData: PageData = (client, args) =>
  client.ensureQueryData(searchQueryOptions(sceneBotQuery(pageOf(searchOf(args)), ''), ''));
