/** Episode numbers written without a marker: `Show.117.HDTV`, anime `Show_679_[VOSTFR]`, `[Grp] 06 Title`. */
import type { Range } from './match.ts';

/** Broadcast sources: a number right before them is an episode number. */
const TV_SOURCE = /(?<![A-Za-z])(?:HDTV|PDTV|SDTV|DSR|TVRip|HDTVRip)(?![A-Za-z])/i;
const TRAILING_NUMBER = /[ ._](\d{1,4})(?:v\d)?[ ._-]*$/;

export interface BareEpisode {
  season: number | null;
  episode: number;
  span: Range;
}

/** A year right after a number: `Ocean.Road.66.1956` is a movie titled with its number. */
const YEAR_NEXT = /^[ ._]*\(?(?:19|20)\d{2}(?![0-9])/;
/** A language tag right after a number: `Title.2.German.DL` is a sequel, not episode 2. */
const LANGUAGE_NEXT =
  /^[ ._]*(?:German|Deutsch|French|TrueFrench|Italian|Spanish|English|Dutch|Polish|Russian|Japanese|GER|ENG|ITA|FRE|SPA)(?![A-Za-z])/i;

/**
 * `Show.24.HDTV` is episode 24; `Show.117.HDTV` is season 1, episode 17. A number the scene writes after a
 * title and before a year or a language tag is part of the title (`Title.66.1956`, `Title.2.German`); an
 * episode number there is zero-padded (`Show.02.German`).
 */
export function tvNumber(text: string, titleStart: number, techStart: number): BareEpisode | null {
  if (!TV_SOURCE.test(text)) return null;
  const region = text.slice(titleStart, techStart);
  const m = TRAILING_NUMBER.exec(region);
  if (!m || m.index === 0) return null;
  const digits = m[1] ?? '';
  const rest = text.slice(titleStart + m.index + 1 + digits.length);
  if (YEAR_NEXT.test(rest)) return null;
  if (!digits.startsWith('0') && LANGUAGE_NEXT.test(rest)) return null;
  const n = Number(digits);
  if (n >= 1900 && n <= 2099) return null;
  const start = titleStart + m.index;
  const span = { start, end: start + m[0].length };
  if (n >= 100 && n % 100 > 0) return { season: Math.floor(n / 100), episode: n % 100, span };
  return { season: null, episode: n, span };
}

/** `[Group] 06 Title (720p)`: an anime episode number ahead of the title. */
export function animeLeadingNumber(
  text: string,
  titleStart: number,
): { episode: number; titleStart: number } | null {
  const m = /^(\d{2,4})\s+(?=[A-Za-z])/.exec(text.slice(titleStart));
  if (!m) return null;
  return { episode: Number(m[1]), titleStart: titleStart + m[0].length };
}
