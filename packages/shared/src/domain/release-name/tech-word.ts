/** Is a single word (or dash compound) wholly technical? Used to tell `x264-GROUP` from `D-Z0N3`. */
import { detectAudio } from './audio.ts';
import { isCategoryWord } from './category.ts';
import { detectCodec } from './codec.ts';
import { detectFlags } from './flags.ts';
import { LANGUAGE_WORDS, SHORT_LANGUAGE_CODES } from './language-words.ts';
import type { Span } from './match.ts';
import { detectResolution } from './resolution.ts';
import { detectSource } from './source.ts';

const EXTRA =
  /^(?:\d+|HQ|LQ|MP4|MKV|AVI|WMV|SVCD|VCD|DVD[59R]?|READ[ ._]?NFO|NFO|Bookware|e-?Book|MAGAZiNE|Comic|Retail|SINGLE|WEB|CDM|CDS|LP|Audiobook|ABOOK|H(?:oe|ö)rbuch|H(?:oe|ö)rspiel|Lesung|Keygen|Cracked|Crack|mHD|2K|QHD|FHD|IMAGESET|XXX|NSW|PS[345]|XBOX\w*|UPSCALED|VP[89]|MP2|\d+kbps|(?:Multi|Multiple|Nordic|Soft|Hard|HC|Custom|Fan|[A-Z][a-z]{1,3}|[A-Z]{1,3})?[ ._-]?Subs?|AUDIO|[EM]?Subs?|S\d+E\d+(?:E\d+)*|Win(?:ALL|32|64|XP|dows)|x86|x64|MacOS(?:X)?|OSX|Linux|Android|iOS|GOG|Multilingual|MULTi\d{1,2}|\d+(?:[.,]\d+)?[MG]B|\dCD|HFR|\d{2,3}fps|Collection|Box-?set)$/i;

function covers(spans: readonly Span[], length: number): boolean {
  return spans.some((s) => s.start === 0 && s.end === length);
}

/**
 * Answers are memoised: the same few hundred words (`x264`, `1080p`, `German`, group names) come back in
 * every name, and each uncached answer runs every detector. The cache is bounded and only ever holds
 * pure answers, so the parser stays a pure function.
 */
const CACHE_LIMIT = 4096;
const cache = new Map<string, boolean>();

export function isTechnicalWord(word: string): boolean {
  const known = cache.get(word);
  if (known !== undefined) return known;
  const answer = computeTechnicalWord(word);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, answer);
  return answer;
}

function computeTechnicalWord(word: string): boolean {
  if (word === '') return false;
  if (EXTRA.test(word) || LANGUAGE_WORDS[word.toLowerCase()] !== undefined) return true;
  if (isCategoryWord(word) || /^(?:Incl|TUTORiAL|Crackfix)$/i.test(word)) return true;
  if (/^[A-Z]{2,3}$/.test(word) && SHORT_LANGUAGE_CODES[word.toLowerCase()] !== undefined) return true;
  const n = word.length;
  return (
    covers(detectResolution(word).spans, n) ||
    covers(detectSource(word, null).spans, n) ||
    covers(detectCodec(word).spans, n) ||
    covers(detectAudio(word).spans, n) ||
    covers(detectFlags(word).spans, n)
  );
}
