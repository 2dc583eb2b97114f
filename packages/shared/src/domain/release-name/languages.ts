/** Audio and subtitle languages. `German.Subbed` and `VOSTFR` name subtitles, not audio. */
import { LANGUAGE_WORDS, SHORT_LANGUAGE_CODES, SUBTITLE_WORDS } from './language-words.ts';
import type { Token } from './tokenize.ts';

export interface LanguageHit {
  code: string;
  start: number;
  end: number;
  subtitle: boolean;
  /** Found by a short, ambiguous code (`DE`, `No`). */
  short: boolean;
}

const SUBTITLE_NEXT = /^(?:subbed|subs?|subtitled?|subtitles|sub\w*)$/i;
const SUBTITLE_BRIDGE = /^(?:custom|hard|fan|forced)$/i;
const TITLE_ARTICLE = /^(?:the|a|an|der|die|das|le|la|el|il|of)$/i;

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Language words in `tokens`. `isTechnical(i)` says whether token i is a known technical token; short codes
 * count only in a run of codes or between technical tokens.
 */
export function detectLanguageHits(
  tokens: readonly Token[],
  isTechnical: (i: number) => boolean,
): LanguageHit[] {
  const hits: LanguageHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token) continue;
    const word = fold(token.text);
    const next = tokens[i + 1]?.text ?? '';
    const afterNext = tokens[i + 2]?.text ?? '';
    const subtitle =
      SUBTITLE_NEXT.test(next) || (SUBTITLE_BRIDGE.test(next) && SUBTITLE_NEXT.test(afterNext));
    const subWord = SUBTITLE_WORDS[word];
    if (subWord !== undefined) {
      if (subWord !== '')
        hits.push({ code: subWord, start: token.start, end: token.end, subtitle: true, short: false });
      continue;
    }
    const long = LANGUAGE_WORDS[word];
    if (long !== undefined) {
      const prev = tokens[i - 1]?.text ?? '';
      if (TITLE_ARTICLE.test(prev) && !isTechnical(i + 1)) continue;
      hits.push({ code: long, start: token.start, end: token.end, subtitle, short: false });
      continue;
    }
    const short = SHORT_LANGUAGE_CODES[word];
    if (short === undefined || !shortCodeCounts(tokens, i, isTechnical, subtitle)) continue;
    hits.push({ code: short, start: token.start, end: token.end, subtitle, short: true });
  }
  return hits;
}

function isShortCode(token: Token | undefined): boolean {
  return token !== undefined && SHORT_LANGUAGE_CODES[fold(token.text)] !== undefined;
}

/** A run of two or more codes counts; a lone code must sit between technical tokens (or the ends). */
function shortCodeCounts(
  tokens: readonly Token[],
  i: number,
  isTechnical: (i: number) => boolean,
  subtitle: boolean,
): boolean {
  let a = i;
  let b = i;
  while (isShortCode(tokens[a - 1])) a--;
  while (isShortCode(tokens[b + 1])) b++;
  if (b > a) return true;
  const leftOk = a === 0 || isTechnical(a - 1);
  const rightOk = b === tokens.length - 1 || isTechnical(b + 1) || subtitle;
  return leftOk && rightOk;
}
