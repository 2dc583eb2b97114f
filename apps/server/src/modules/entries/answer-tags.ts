import type { FastifyRequest } from 'fastify';

/**
 * The tags public entry answers carry (decision 050), matching what the catalogue triggers of
 * migration 0050 name: `u:<uid>` for each entry an answer shows, `list`/`list:<type>` for which
 * entries it holds, `by:<column>` for the order it uses. A sort not named here needs no tag of its
 * own: its column changes which entries listings hold, and such writes name `list` and `list:<type>`.
 */
const SORT_TAGS: Record<string, string> = {
  latest: 'by:latest',
  recently_added: 'by:added',
  created: 'by:added',
  recently_updated: 'by:updated',
  rating: 'by:rating',
  // Ties in relevance go to the newest (rankedEntryIds).
  relevance: 'by:latest',
};

export const entryTag = (uid: string) => `u:${uid}`;
/** The same entry by its id, as writes name it beside `u:` (and the title index reads it). */
export const entryIdTag = (id: number) => `e:${id}`;

export function sortTag(sortBy: string | undefined): string[] {
  const tag = sortBy ? SORT_TAGS[sortBy] : undefined;
  return tag ? [tag] : [];
}

/**
 * `u:<uid>` of every card in an answer's `data`, and whether those cards are every match there is
 * (the first page, an exact `total` no larger than the page). An answer of another shape: null.
 */
export function cardPage(body: Buffer): { tags: string[]; whole: boolean } | null {
  const parsed: unknown = JSON.parse(body.toString('utf8'));
  if (typeof parsed !== 'object' || parsed === null) return null;
  const data: unknown = Reflect.get(parsed, 'data');
  if (!Array.isArray(data)) return null;
  const tags: string[] = [];
  for (const card of data) {
    const uid: unknown = typeof card === 'object' && card !== null ? Reflect.get(card, 'uid') : null;
    if (typeof uid !== 'string') return null;
    tags.push(entryTag(uid));
  }
  const total: unknown = Reflect.get(parsed, 'total');
  const page: unknown = Reflect.get(parsed, 'current_page');
  const whole =
    typeof total === 'number' &&
    total <= data.length &&
    (page === undefined || page === 1) &&
    Reflect.get(parsed, 'total_estimated') !== true;
  return { tags, whole };
}

/** `u:<uid>` of every card in an answer's `data` (an answer of another shape: null, everything). */
export function cardTags(body: Buffer): string[] | null {
  return cardPage(body)?.tags ?? null;
}

/** A listing's tags: which entries it holds (one type, or all), its order, and its cards. */
export function listingTags(type: string | null, sortBy: string | undefined, body: Buffer): string[] | null {
  const cards = cardTags(body);
  if (!cards) return null;
  return [type ? `list:${type}` : 'list', ...sortTag(sortBy), ...cards];
}

/** The route's string parameter `name` (validated by then). */
export function paramOf(request: FastifyRequest, name: string): string | null {
  const value: unknown = Reflect.get(Object(request.params), name);
  return typeof value === 'string' ? value : null;
}

/** The validated query's value `name` (defaults applied), when it is a string. */
export function queryOf(request: FastifyRequest, name: string): string | undefined {
  const value: unknown = Reflect.get(Object(request.query), name);
  return typeof value === 'string' ? value : undefined;
}
