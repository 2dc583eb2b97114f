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
