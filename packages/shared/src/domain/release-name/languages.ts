/** Audio and subtitle languages. `German.Subbed`, `Sub.Ita` and `VOSTFR` name subtitles, not audio. */
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

/** Words after a language that make it a subtitle language (`German.Subbed`, `Ro.Subs`). */
const SUBTITLE_AFTER = /^(?:subbed|subs?|subtitled?|subtitles)$/i;
/** Words before languages that make them subtitle languages (`Sub.Ita.Eng`, `ST.Fr`). */
const SUBTITLE_BEFORE = /^(?:subs?|subtitles?|st|msubs?|softsubs?|hardsubs?)$/i;
const SUBTITLE_BRIDGE = /^(?:custom|hard|fan|forced)$/i;
/** Scene names may put the language before the year (`Title.German.2004`); `English` there is a title word. */
const LANGUAGE_BEFORE_YEAR = /^(?!english$|eng$)/i;

function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function languageOf(token: Token | undefined): string | undefined {
  if (!token) return undefined;
  const word = fold(token.text);
  return LANGUAGE_WORDS[word] ?? SHORT_LANGUAGE_CODES[word];
}

export interface LanguageContext {
  /** Is token i technical (codec, source, year, flag, ...)? */
  isTechnical: (i: number) => boolean;
  /** Is token i a year? */
  isYear: (i: number) => boolean;
  /** Is token i a year in parentheses, as in `Title (2006)`? */
  isParenthesisedYear: (i: number) => boolean;
}

/**
 * Language words in `tokens`. A language word counts when a technical token, another language or the end
 * follows it; short codes (`DE`, `No`) count only in a run of languages or between technical tokens.
 */
export function detectLanguageHits(tokens: readonly Token[], ctx: LanguageContext): LanguageHit[] {
  const hits: LanguageHit[] = [];
  let subtitleRun = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token) continue;
    const word = fold(token.text);
    const next = tokens[i + 1]?.text ?? '';
    const afterNext = tokens[i + 2]?.text ?? '';
    const subtitleAfter =
      SUBTITLE_AFTER.test(next) || (SUBTITLE_BRIDGE.test(next) && SUBTITLE_AFTER.test(afterNext));
    const subtitle = subtitleAfter || subtitleRun;
    const subWord = SUBTITLE_WORDS[word];
    if (subWord !== undefined || SUBTITLE_BEFORE.test(token.text)) {
      if (subWord)
        hits.push({ code: subWord, start: token.start, end: token.end, subtitle: true, short: false });
      subtitleRun = SUBTITLE_BEFORE.test(token.text);
      continue;
    }
    const long = LANGUAGE_WORDS[word];
    const short = SHORT_LANGUAGE_CODES[word];
    if (long === undefined && short === undefined) {
      subtitleRun = false;
      continue;
    }
    let counts: boolean;
    if (long !== undefined) counts = longWordCounts(tokens, i, ctx, subtitleAfter);
    else counts = token.text !== 'iT' && shortCodeCounts(tokens, i, ctx.isTechnical, subtitleAfter);
    if (!counts) {
      subtitleRun = false;
      continue;
    }
    hits.push({
      code: long ?? short ?? '',
      start: token.start,
      end: token.end,
      subtitle,
      short: long === undefined,
    });
  }
  return hits;
}

function longWordCounts(
  tokens: readonly Token[],
  i: number,
  ctx: LanguageContext,
  subtitle: boolean,
): boolean {
  const next = i + 1;
  if (next >= tokens.length || subtitle || languageOf(tokens[next]) !== undefined) return true;
  if (languageOf(tokens[i - 1]) !== undefined || SUBTITLE_WORDS[fold(tokens[next]?.text ?? '')] !== undefined)
    return true;
  if (ctx.isParenthesisedYear(next)) return false;
  if (ctx.isYear(next)) return LANGUAGE_BEFORE_YEAR.test(tokens[i]?.text ?? '');
  return ctx.isTechnical(next);
}

/** A run of two or more languages counts; a lone code must sit between technical tokens (or the ends). */
function shortCodeCounts(
  tokens: readonly Token[],
  i: number,
  isTechnical: (i: number) => boolean,
  subtitle: boolean,
): boolean {
  let a = i;
  let b = i;
  while (languageOf(tokens[a - 1]) !== undefined) a--;
  while (languageOf(tokens[b + 1]) !== undefined) b++;
  if (b > a) return true;
  const leftOk = a === 0 || isTechnical(a - 1);
  const rightOk = b === tokens.length - 1 || isTechnical(b + 1) || subtitle;
  return leftOk && rightOk;
}
