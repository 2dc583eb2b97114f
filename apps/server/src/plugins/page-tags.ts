import { dependsOn } from '../lib/answer-tags.ts';

/** `/detail/<uid>/…`, also under a language prefix (`/en/detail/…`, decision 029). */
const DETAIL = /^(?:\/[a-z]{2})?\/(?:v2\/)?detail\/([^/?#]+)/;

/**
 * Whether a kept server-rendered page (key: address, language, theme) depends on a change of
 * `changed` (null: everything), decision 050: a detail page shows one entry (its releases, reviews,
 * actors: their writes name the entry, or '*'); every other page depends on everything.
 */
export function pageDependsOn(key: string, changed: ReadonlySet<string> | null): boolean {
  const url = key.split('\n', 1)[0] ?? '';
  const uid = DETAIL.exec(url)?.[1];
  if (!uid) return true;
  let decoded = uid;
  try {
    decoded = decodeURIComponent(uid);
  } catch {
    return true;
  }
  return dependsOn([`u:${decoded}`], changed);
}

/** `/req`, also under a language prefix; `/search` likewise (its `tab=req` is the same list). */
const REQ_LIST = /^(?:\/[a-z]{2})?\/req\/?$/;
const SEARCH = /^(?:\/[a-z]{2})?\/search\/?$/;

/**
 * Whether a rendered page may be kept. The REQ list reads requests and their votes, which no
 * catalogue change names (the triggers of migrations 0030 and 0050 cover the catalogue): a kept REQ
 * page would show a new request only after the TTL, so it is rendered for each request instead.
 */
export function pageIsKept(url: string): boolean {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (REQ_LIST.test(path)) return false;
  if (!SEARCH.test(path) || queryAt < 0) return true;
  return new URLSearchParams(url.slice(queryAt + 1)).getAll('tab').every((tab) => tab !== 'req');
}
