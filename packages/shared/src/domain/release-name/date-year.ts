/** Years (`2016`, `(2016)`) and air dates (`2016.05.18`, `18.05.2016`). */
import { findAll, type Span, spanOf, tokenRegex } from './match.ts';

const YEAR = tokenRegex('\\(?((?:19|20)\\d{2})\\)?');
const ISO_DATE = tokenRegex('((?:19|20)\\d{2})[ ._-](\\d{1,2})[ ._-](\\d{1,2})');
const DMY_DATE = tokenRegex('(\\d{1,2})[ ._-](\\d{1,2})[ ._-]((?:19|20)\\d{2})');
/** `16.01.24` (year, month, day) as on some daily shows. */
const SHORT_DATE = tokenRegex('(\\d{2})\\.(\\d{2})\\.(\\d{2})');
const COMPACT_DATE = tokenRegex('((?:19|20)\\d{2})(\\d{2})(\\d{2})');

export interface DateResult {
  date: string | null;
  spans: Span[];
}

function iso(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The first air date in the name. Day-first and month-first are told apart where the day is over 12. */
export function detectDate(text: string): DateResult {
  const spans: Span[] = [];
  let date: string | null = null;
  for (const m of findAll(ISO_DATE, text)) {
    const value = iso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (value === null) continue;
    spans.push(spanOf(m, 'date'));
    date ??= value;
  }
  for (const m of findAll(DMY_DATE, text)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const value = a > 12 ? iso(Number(m[3]), b, a) : (iso(Number(m[3]), a, b) ?? iso(Number(m[3]), b, a));
    if (value === null || spans.some((s) => m.index < s.end && m.index + m[0].length > s.start)) continue;
    spans.push(spanOf(m, 'date'));
    date ??= value;
  }
  for (const m of findAll(SHORT_DATE, text)) {
    const value = iso(2000 + Number(m[1]), Number(m[2]), Number(m[3]));
    if (value === null || spans.some((s) => m.index < s.end && m.index + m[0].length > s.start)) continue;
    spans.push(spanOf(m, 'date'));
    date ??= value;
  }
  for (const m of findAll(COMPACT_DATE, text)) {
    const value = iso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (value === null) continue;
    spans.push(spanOf(m, 'date'));
    date ??= value;
  }
  return { date, spans };
}

export interface YearCandidate {
  year: number;
  start: number;
  end: number;
  parenthesised: boolean;
}

/** Every plausible year outside the given spans (dates, resolutions). */
export function yearCandidates(text: string, exclude: readonly Span[]): YearCandidate[] {
  const maxYear = new Date().getFullYear() + 2;
  const out: YearCandidate[] = [];
  for (const m of findAll(YEAR, text)) {
    const year = Number(m[1]);
    if (year < 1900 || year > maxYear) continue;
    const start = m.index;
    const end = start + m[0].length;
    if (exclude.some((s) => start < s.end && end > s.start)) continue;
    out.push({ year, start, end, parenthesised: m[0].startsWith('(') && m[0].endsWith(')') });
  }
  return out;
}
