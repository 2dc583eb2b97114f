import type { ActorSearchParams } from './api/get-actor-search.ts';
import type { SearchApiQuery } from './api/get-search.ts';

/**
 * What the search feature's own pages (`search/actors`, `req`, `scenebot`) read, from their address:
 * one definition for the page and for its server loader (page-data.ts), so the loader reads exactly
 * the query the page's render asks for (issue 34: one render per miss).
 */

/** The address's page number: `page`, at least 1. */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/** The address's trimmed search text (`q`). */
export function textOf(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim();
}

/** `search/actors`: people by name. */
export function actorSearchParamsOf(params: URLSearchParams): ActorSearchParams {
  return { q: textOf(params), page: pageOf(params) };
}

/** The REQ list, narrowed by the text. */
export function reqQuery(page: number, q: string): SearchApiQuery {
  return { mode: 'req', page, q: q || undefined };
}

/** The scene bot's list: the newest scene releases, narrowed by the text. */
export function sceneBotQuery(page: number, q: string): SearchApiQuery {
  return { mode: 'releases', source: 'scene', page, q: q || undefined };
}
