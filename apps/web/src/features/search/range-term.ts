/**
 * The search API's range terms (`years=1990-1999`, `ratings=6-8`; a single value is its own
 * range) as the two boxes of a range filter, and back.
 */
export interface RangeBounds {
  min: number;
  max: number;
}

export type RangeEnd = number | null;

const NUMBER = /^\d{1,4}(?:\.\d)?$/;

/** `"1990-1999"` → [1990, 1999]; `"2010"` → [2010, 2010]; anything else → no bounds. */
export function parseRangeTerm(term: string): [RangeEnd, RangeEnd] {
  const [from = '', to, ...rest] = term.split('-');
  if (rest.length > 0 || !NUMBER.test(from) || (to !== undefined && !NUMBER.test(to))) return [null, null];
  return [Number(from), Number(to ?? from)];
}

/** One box empty means open on that side (the bound fills in); reversed ends are swapped. */
export function rangeTermOf(from: RangeEnd, to: RangeEnd, bounds: RangeBounds): string {
  if (from === null && to === null) return '';
  let low = Math.min(Math.max(from ?? bounds.min, bounds.min), bounds.max);
  let high = Math.min(Math.max(to ?? bounds.max, bounds.min), bounds.max);
  if (low > high) [low, high] = [high, low];
  return low === high ? String(low) : `${low}-${high}`;
}
