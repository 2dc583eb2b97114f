/** Small regex helpers: release names separate tokens with dots, spaces, underscores, dashes and brackets. */

/** A stretch of the name claimed by a detector; the title ends where the first one starts. */
export interface Range {
  start: number;
  end: number;
}

export interface Span extends Range {
  kind: string;
}

const LEFT = '(?<![A-Za-z0-9])';
const RIGHT = '(?![A-Za-z0-9])';

/** A case-insensitive global regex that matches `body` as whole tokens only. */
export function tokenRegex(body: string): RegExp {
  return new RegExp(`${LEFT}(?:${body})${RIGHT}`, 'gi');
}

/** All matches of a global regex. */
export function findAll(re: RegExp, text: string): RegExpExecArray[] {
  re.lastIndex = 0;
  return [...text.matchAll(re)];
}

/** The span of a match, tagged with the detector that found it. */
export function spanOf(match: RegExpExecArray, kind: string): Span {
  return { start: match.index, end: match.index + match[0].length, kind };
}

/** The earliest start among spans, or `fallback` when there is none. */
export function firstStart(spans: readonly Range[], fallback: number): number {
  let min = fallback;
  for (const span of spans) if (span.start < min) min = span.start;
  return min;
}

/** Does [start, end) overlap any of the ranges? */
export function overlaps(ranges: readonly Range[], start: number, end: number): boolean {
  return ranges.some((r) => start < r.end && end > r.start);
}
