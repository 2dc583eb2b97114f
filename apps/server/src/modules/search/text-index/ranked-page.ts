import type { Built } from './index-build.ts';
import { compareLexemes, type QueryOperand } from './pg-text-formats.ts';
import { similarity, trigramCodes } from './trigram.ts';
import { addOrTerm, type OperandHits, tsRank } from './ts-rank.ts';

/**
 * One page of a text search from a built index, ordered exactly like rankedEntryIds: exact title,
 * title prefix, ts_rank, trigram similarity, newest, id (decision 003, "The match in process").
 */

export interface RankedPageRequest {
  operands: QueryOperand[];
  /** The folded text (regal_fold), for the exact and prefix title tests and similarity. */
  folded: string;
  /** null: every type. */
  types: string[] | null;
  limit: number;
  offset: number;
  /** More matches than this: the caller's broad SQL search orders them. */
  maxMatches: number;
}

export interface RankedPage {
  ids: number[];
  total: number;
  /**
   * The entries (ids) whose newest release decides this page: the members of every group of equal
   * exact/prefix/rank keys the page reaches, where the newest breaks ties. A release of any other
   * match cannot change the page (decision 050). null: more than TIE_REACH_MAX.
   */
  tieReach: number[] | null;
}

/**
 * Past this many entries a page names its order (`by:latest`) instead of each entry. As many as a
 * ranked search holds (RANK_LIMIT): a one-word title search often ties hundreds of titles, and
 * such a page is the one every release elsewhere dropped. The tags count against the cache's bound.
 */
export const TIE_REACH_MAX = 2000;

/** The first lexeme index at or after `key` in byte order. */
function lowerBound(lexemes: string[], key: string): number {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareLexemes(lexemes[middle] as string, key) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The lexeme ids an operand matches: [from, to). */
function lexemeRange(index: Built, operand: QueryOperand): [number, number] {
  const from = lowerBound(index.lexemes, operand.lexeme);
  if (!operand.prefix) return index.lexemes[from] === operand.lexeme ? [from, from + 1] : [from, from];
  let to = from;
  while (to < index.lexemes.length && (index.lexemes[to] as string).startsWith(operand.lexeme)) to += 1;
  return [from, to];
}

/**
 * Entries holding every operand (a lexeme in each operand's range) and of an asked type; null as
 * soon as there are more than `max` (the caller's broad search orders those).
 */
function matchingEntries(
  index: Built,
  ranges: [number, number][],
  types: Set<string> | null,
  max: number,
  skip: Uint8Array | null,
): number[] | null {
  const reached = new Uint8Array(index.ids.length);
  const matched: number[] = [];
  const last = ranges.length - 1;
  for (let k = 0; k <= last; k++) {
    const [from, to] = ranges[k] as [number, number];
    for (let l = from; l < to; l++)
      for (let p = index.postingStart[l] as number; p < (index.postingStart[l + 1] as number); p++) {
        const e = index.postings[p] as number;
        if (reached[e] !== k || skip?.[e]) continue;
        reached[e] = k + 1;
        if (k < last || (types && !types.has(index.types[e] as string))) continue;
        matched.push(e);
        if (matched.length > max) return null;
      }
  }
  return matched;
}

/**
 * One operand (a word, or a prefix's lexemes): match and rank in one pass over its postings. The
 * rank is the sum of the stored OR terms in the entry's lexeme order (ascending lexeme ids, the
 * order the loop meets them), which is ts_rank's OR of one operand to the bit. Ranks are written
 * into `rankOf` by entry; null past `max` matches.
 */
function matchAndRankOne(
  index: Built,
  [from, to]: [number, number],
  types: Set<string> | null,
  max: number,
  rankOf: Float64Array,
  skip: Uint8Array | null,
): number[] | null {
  const reached = new Uint8Array(index.ids.length);
  const matched: number[] = [];
  for (let l = from; l < to; l++)
    for (let p = index.postingStart[l] as number; p < (index.postingStart[l + 1] as number); p++) {
      const e = index.postings[p] as number;
      const term = index.postingTerms[p] as number;
      if (reached[e] === 1) {
        rankOf[e] = addOrTerm(rankOf[e] as number, term);
        continue;
      }
      if ((types && !types.has(index.types[e] as string)) || skip?.[e]) continue;
      reached[e] = 1;
      rankOf[e] = addOrTerm(0, term);
      matched.push(e);
      if (matched.length > max) return null;
    }
  return matched;
}

/** Scratch ranks by entry for matchAndRankOne, one per built index (rankedPageOf is synchronous). */
const scratchRanks = new WeakMap<Built, Float64Array>();
function scratchRanksOf(index: Built): Float64Array {
  let ranks = scratchRanks.get(index);
  if (!ranks) {
    ranks = new Float64Array(index.ids.length);
    scratchRanks.set(index, ranks);
  }
  return ranks;
}

/** The positions of each operand's lexemes in entry e, for ts_rank. */
function hitsOf(index: Built, e: number, ranges: [number, number][], into: Uint16Array[][]): OperandHits[] {
  const first = index.lexemeStart[e] as number;
  const last = index.lexemeStart[e + 1] as number;
  ranges.forEach(([from, to], k) => {
    const hits = into[k] as Uint16Array[];
    hits.length = 0;
    for (let s = first; s < last; s++) {
      const l = index.lexemeIds[s] as number;
      if (l >= to) break;
      if (l >= from)
        hits.push(
          index.positions.subarray(index.positionStart[s] as number, index.positionStart[s + 1] as number),
        );
    }
  });
  return into;
}

/** Newest first, entries without releases last (`latest desc nulls last`), then id descending. */
function newerFirst(index: Built, a: number, b: number): number {
  const la = index.latest[a] as number;
  const lb = index.latest[b] as number;
  if (Number.isNaN(la) !== Number.isNaN(lb)) return Number.isNaN(la) ? 1 : -1;
  if (!Number.isNaN(la) && la !== lb) return lb - la;
  return (index.ids[b] as number) - (index.ids[a] as number);
}

/**
 * Operands sorted and de-duplicated as ts_rank sees them; null when one lexeme comes both as a
 * word and as a prefix (PostgreSQL then keeps whichever its sort meets first).
 */
function rankOperands(operands: QueryOperand[]): QueryOperand[] | null {
  const sorted = [...operands].sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
  const unique: QueryOperand[] = [];
  for (const operand of sorted) {
    const previous = unique.at(-1);
    if (previous?.lexeme !== operand.lexeme) unique.push(operand);
    else if (previous.prefix !== operand.prefix) return null;
  }
  return unique;
}

const trigramsOfTitle = (index: Built, t: number) =>
  index.trigrams.subarray(index.trigramStart[t] as number, index.trigramStart[t + 1] as number);

/** The matches of one index with their order keys; the first offset + limit in exact order. */
interface Ordered {
  matches: number[];
  order: number[];
  titleKey: Uint8Array;
  rank: Float64Array;
  /** Slots (as in `matches`) of the groups the page reaches; null past TIE_REACH_MAX. */
  reach: number[] | null;
}

const idsOf = (index: Built, slots: number[] | null) =>
  slots ? slots.map((e) => index.ids[e] as number) : null;

export function rankedPageOf(index: Built, request: RankedPageRequest): RankedPage | null {
  const ordered = orderedMatches(index, request, null);
  if (!ordered) return null;
  const { matches, order } = ordered;
  const end = Math.min(matches.length, request.offset + request.limit);
  return {
    ids: order.slice(request.offset, end).map((i) => index.ids[matches[i] as number] as number),
    total: matches.length,
    tieReach: idsOf(index, ordered.reach),
  };
}

/**
 * A page over layers (decision 050: the title index follows writes): the built index without the
 * entries changed since (`skip`, by slot), and a small index of those entries as they are now. Each
 * layer's first offset + limit are ordered exactly and merged by the same keys.
 */
export function rankedPageOfLayers(
  layers: { index: Built; skip: Uint8Array | null }[],
  request: RankedPageRequest,
): RankedPage | null {
  const head = { ...request, offset: 0, limit: request.offset + request.limit };
  const textTrigrams = trigramCodes(request.folded);
  const candidates: { titleKey: number; rank: number; similar: number; latest: number; id: number }[] = [];
  let total = 0;
  // A layer's match past its own reached groups has head.limit better ones in that layer alone.
  let tieReach: number[] | null = [];
  for (const { index, skip } of layers) {
    const ordered = orderedMatches(index, head, skip);
    if (!ordered) return null;
    total += ordered.matches.length;
    if (total > request.maxMatches) return null;
    const reach = idsOf(index, ordered.reach);
    tieReach =
      tieReach && reach && tieReach.length + reach.length <= TIE_REACH_MAX ? [...tieReach, ...reach] : null;
    for (const i of ordered.order.slice(0, head.limit)) {
      const e = ordered.matches[i] as number;
      candidates.push({
        titleKey: ordered.titleKey[i] as number,
        rank: ordered.rank[i] as number,
        similar: Math.max(
          similarity(trigramsOfTitle(index, 2 * e), textTrigrams),
          similarity(trigramsOfTitle(index, 2 * e + 1), textTrigrams),
        ),
        latest: index.latest[e] as number,
        id: index.ids[e] as number,
      });
    }
  }
  candidates.sort((a, b) => {
    const byText = b.titleKey - a.titleKey || b.rank - a.rank || b.similar - a.similar;
    if (byText) return byText;
    if (Number.isNaN(a.latest) !== Number.isNaN(b.latest)) return Number.isNaN(a.latest) ? 1 : -1;
    if (!Number.isNaN(a.latest) && a.latest !== b.latest) return b.latest - a.latest;
    return b.id - a.id;
  });
  return { ids: candidates.slice(request.offset, head.limit).map((c) => c.id), total, tieReach };
}

/** Views of one 4-byte cell: a float32's bits, which order non-negative floats as integers do. */
const cellFloat = new Float32Array(1);
const cellBits = new Uint32Array(cellFloat.buffer);

/**
 * Match positions by title key, then rank, both descending; equal ones in position order (as a
 * stable sort keeps them). Each match becomes one double — title key (2 bits), the rank's float32
 * bits (32), 65535 minus its position (16): 50 bits, exact — and a typed array sorts those
 * natively, several times faster than a comparator over a few thousand matches (issue 35: the
 * ordering was a fifth of a search miss). Ranks are float32 values (ts-rank.ts); anything else
 * (a negative rank, more positions than 16 bits hold) takes the comparator.
 */
export function byKeyAndRank(titleKey: Uint8Array, rank: Float64Array): number[] {
  const m = titleKey.length;
  const packable = m <= 0xffff && rank.every((r) => (r > 0 || Object.is(r, 0)) && Math.fround(r) === r);
  if (!packable) {
    const order = Array.from({ length: m }, (_, i) => i);
    return order.sort(
      (a, b) =>
        (titleKey[b] as number) - (titleKey[a] as number) || (rank[b] as number) - (rank[a] as number),
    );
  }
  const keys = new Float64Array(m);
  for (let i = 0; i < m; i++) {
    cellFloat[0] = rank[i] as number;
    keys[i] = ((titleKey[i] as number) * 0x100000000 + (cellBits[0] as number)) * 0x10000 + (0xffff - i);
  }
  keys.sort();
  const order = new Array<number>(m);
  for (let k = 0; k < m; k++) order[k] = 0xffff - ((keys[m - 1 - k] as number) % 0x10000);
  return order;
}

function orderedMatches(index: Built, request: RankedPageRequest, skip: Uint8Array | null): Ordered | null {
  const operands = rankOperands(request.operands);
  if (!operands) return null;
  const ranges = operands.map((operand) => lexemeRange(index, operand));
  const types = request.types ? new Set(request.types) : null;
  // One operand (most searches): ranked from the stored terms while matching.
  const rankOf = ranges.length === 1 ? scratchRanksOf(index) : null;
  const matches = rankOf
    ? matchAndRankOne(index, ranges[0] as [number, number], types, request.maxMatches, rankOf, skip)
    : matchingEntries(index, ranges, types, request.maxMatches, skip);
  if (!matches) return null;
  const { folded } = request;
  const conjunction = request.operands.length > 1;
  const m = matches.length;
  // Exact title (2) and title prefix (1) as one key, the rank, similarity once computed.
  const titleKey = new Uint8Array(m);
  const rank = new Float64Array(m);
  const similar = new Float64Array(m);
  // One set of hit lists for every match (hitsOf refills it): no arrays per match.
  const reused = ranges.map((): Uint16Array[] => []);
  for (let i = 0; i < m; i++) {
    const e = matches[i] as number;
    const title = index.titles[e] as string;
    titleKey[i] =
      (title === folded || index.originals[e] === folded ? 2 : 0) + (title.startsWith(folded) ? 1 : 0);
    rank[i] = rankOf ? (rankOf[e] as number) : tsRank(hitsOf(index, e, ranges, reused), conjunction);
  }
  const order = byKeyAndRank(titleKey, rank);
  // Similarity only where it decides the page: the groups of equal (exact, prefix, rank) the
  // page reaches, as PostgreSQL's incremental sort does.
  const end = Math.min(m, request.offset + request.limit);
  const textTrigrams = trigramCodes(folded);
  let reach: number[] | null = [];
  for (let start = 0; start < end; ) {
    const head = order[start] as number;
    let stop = start + 1;
    while (stop < m) {
      const next = order[stop] as number;
      if (titleKey[next] !== titleKey[head] || rank[next] !== rank[head]) break;
      stop += 1;
    }
    if (stop > request.offset && reach) {
      if (reach.length + stop - start > TIE_REACH_MAX) reach = null;
      else for (let i = start; i < stop; i++) reach.push(matches[order[i] as number] as number);
    }
    if (stop > request.offset && stop - start > 1) {
      const group = order.slice(start, stop);
      for (const i of group) {
        const e = matches[i] as number;
        similar[i] = Math.max(
          similarity(trigramsOfTitle(index, 2 * e), textTrigrams),
          similarity(trigramsOfTitle(index, 2 * e + 1), textTrigrams),
        );
      }
      group.sort(
        (a, b) =>
          (similar[b] as number) - (similar[a] as number) ||
          newerFirst(index, matches[a] as number, matches[b] as number),
      );
      order.splice(start, group.length, ...group);
    }
    start = stop;
  }
  return { matches, order, titleKey, rank, reach };
}
