/** Entry point: a release name (and optional catalogue type) to structured fields. */
import { detectAudio } from './audio.ts';
import { animeLeadingNumber, tvNumber } from './bare-number.ts';
import { detectCategory, musicYear } from './category.ts';
import { detectCodec } from './codec.ts';
import { detectDate, type YearCandidate, yearCandidates } from './date-year.ts';
import { bareEpisode, detectEpisodes, leadingEpisode } from './episode.ts';
import { detectFlags } from './flags.ts';
import { detectGroup } from './group.ts';
import { LANGUAGE_WORDS, SUBTITLE_WORDS } from './language-words.ts';
import { detectLanguageHits } from './languages.ts';
import { firstStart, overlaps, type Range, type Span } from './match.ts';
import { prepare } from './prepare.ts';
import { detectResolution } from './resolution.ts';
import { detectSource } from './source.ts';
import { isTechnicalWord } from './tech-word.ts';
import { finishTitle } from './title.ts';
import { type Token, tokenize } from './tokenize.ts';
import type { ParsedReleaseName, ReleaseKind, ReleaseNameHint } from './types.ts';

const SERIES_HINTS = /^(?:series|serie|anime|tv|episode|show)$/i;
const ANIME_MARK = /(?<![A-Za-z])(?:ANiME|VOSTFR|FANSUB)(?![A-Za-z])/i;

/**
 * The year is the last candidate before the technical part; a year opening the title belongs to it. A year
 * in parentheses where the tags begin is the release year even when a bare year stands before it: that one
 * is part of the title (`Das Jahr 1984 im Tal (1998)`, `Blade Runner 2049 (2017)`).
 */
function pickYear(
  years: readonly YearCandidate[],
  titleStart: number,
  techStart: number,
): YearCandidate | null {
  const usable = years.filter((y) => y.start > titleStart);
  const bracketed = usable.find((y) => y.parenthesised && y.start === techStart);
  if (bracketed) return bracketed;
  const before = usable.filter((y) => y.start < techStart);
  return before.at(-1) ?? usable[0] ?? null;
}

/** The first bracket that opens after some title text: `Title (Alt Title) 2011`, `Title [1080p]`. */
function firstBracket(text: string, titleStart: number): Span[] {
  const m = /\S[\s._]*([([])/.exec(text.slice(titleStart));
  if (!m) return [];
  const start = titleStart + m.index + m[0].length - 1;
  return [{ start, end: start + 1, kind: 'bracket' }];
}

export function parseReleaseName(name: string, hint?: ReleaseNameHint): ParsedReleaseName {
  const prep = prepare(name);
  let { titleStart } = prep;
  const groupInfo = detectGroup(prep.body, prep.leadingGroup, prep.trailingTags);
  const core = prep.body.slice(0, groupInfo.start);
  const hintType = hint?.type?.toLowerCase();
  const anime = hintType === 'anime' || prep.leadingGroup !== null || ANIME_MARK.test(core);

  let leading: number[] = [];
  const lead = leadingEpisode(core, titleStart);
  const animeLead = anime ? animeLeadingNumber(core, titleStart) : null;
  if (lead) ({ episodes: leading, titleStart } = lead);
  else if (animeLead)
    ({ episode: leading[0], titleStart } = { episode: animeLead.episode, titleStart: animeLead.titleStart });
  leading = leading.filter((n) => Number.isFinite(n));

  const resolution = detectResolution(core);
  const source = detectSource(core, resolution.value);
  const codec = detectCodec(core);
  const audio = detectAudio(core);
  const flags = detectFlags(core);
  const date = detectDate(core);
  const episodes = detectEpisodes(core, { titleStart, anime });
  const media =
    resolution.spans.length + codec.spans.length > 0 || (source.value !== null && source.value !== 'DVD');
  const episodic = episodes.spans.length + leading.length > 0;
  const category = detectCategory(
    core,
    prep.body,
    { media, episode: episodic, isTag: isTechnicalWord },
    hintType,
  );
  const other = category.category !== null;
  const episodeSpans = other ? [] : episodes.spans;

  const after = <T extends Range>(spans: readonly T[]) => spans.filter((s) => s.start > titleStart);
  const videoSpans = other ? [] : [...resolution.spans, ...source.spans, ...codec.spans, ...audio.spans];
  const categorySpans = category.spans.filter((s) => s.kind !== 'music');
  const tech: Span[] = after([
    ...videoSpans,
    ...flags.spans,
    ...date.spans,
    ...episodeSpans,
    ...categorySpans,
  ]);
  const years = yearCandidates(core, [...date.spans, ...resolution.spans, ...episodeSpans]);
  const yearsEndTitle = !(category.category === 'game' || category.category === 'app');
  const tokens = tokenize(core);
  const allMedia = [...resolution.spans, ...source.spans, ...codec.spans, ...audio.spans];
  // A TV phrase (`Christmas.Special`, `Complete.Series`) may stand before a year as well; a lone `Special`
  // or `Pilot` may not (`The.Special.2019` is a film).
  const phrase = (s: Span) => s.kind === 'tvword' && /[ ._-]/.test(core.slice(s.start, s.end));
  const tagPlace = (s: Span) => weakWordEndsTitle(s, tokens, phrase(s) ? [...tech, ...years] : tech);
  let titleEnders = tech.filter((s) => (s.kind !== 'weak' && s.kind !== 'tvword') || tagPlace(s));
  // A one-word tag followed by ordinary words is a title word (`The.Complete.Stranger.2016`,
  // `Die.Cam.Frau.2018`, `The.Web.of.Lies`): tags follow the title, so words after one belong to it.
  const technicalRanges: Range[] = [...tech, ...allMedia, ...years];
  titleEnders = titleEnders.filter(
    (s) => !(TITLE_WORD_KINDS.has(s.kind) && titleWord(s, core, tokens, technicalRanges)),
  );
  const tvWord = titleEnders.some((s) => s.kind === 'tvword');
  // Software and games are named `Name.vX.Y.Platform`: tag-like words before the version are part of the
  // name (`Disc.Audio.Studio.v2.1`), so only the version and the platform words end it.
  if (category.category === 'app' || category.category === 'game') {
    const own = titleEnders.filter((s) => s.kind === 'version' || s.kind === 'app' || s.kind === 'game');
    if (own.length > 0) titleEnders = own;
  }
  let techStart = firstStart([...titleEnders, ...firstBracket(core, titleStart)], core.length);
  const techStartWithoutYear = techStart;
  const year = yearsEndTitle ? pickYear(years, titleStart, techStart) : null;
  if (year && year.start < techStart) techStart = year.start;

  const technical: Range[] = [...tech, ...allMedia, ...years];
  const tailStart = firstStart(after([...allMedia, ...category.spans]), techStart);
  const tokenIn = (i: number, ranges: readonly Range[]) => {
    const t = tokens[i];
    return t !== undefined && overlaps(ranges, t.start, t.end);
  };
  const hits = detectLanguageHits(tokens, {
    isTechnical: (i) => tokenIn(i, technical) || /^\d+$/.test(tokens[i]?.text ?? ''),
    isYear: (i) => tokenIn(i, years),
    isParenthesisedYear: (i) =>
      tokenIn(
        i,
        years.filter((y) => y.parenthesised),
      ) && (tokens[i - 1]?.start ?? 0) < techStart,
  }).filter(
    (h) =>
      h.start > titleStart && (!h.short || h.start >= tailStart) && !overlaps(episodeSpans, h.start, h.end),
  );
  let titleEnd = firstStart(after(hits), techStart);

  let seasons = other ? [] : episodes.seasons;
  let episodeList = other ? [] : episodes.episodes;
  if (!other && episodeList.length === 0 && leading.length > 0) episodeList = leading;
  if (!other && episodeSpans.length === 0 && date.spans.length === 0 && episodeList.length === 0) {
    const tv = tvNumber(core, titleStart, titleEnd) ?? tvNumber(core, titleStart, techStartWithoutYear);
    const bare = tv ? null : bareEpisode(core, titleStart, titleEnd, anime);
    if (tv) {
      episodeList = [tv.episode];
      if (tv.season !== null) seasons = [tv.season];
      titleEnd = Math.min(titleEnd, tv.span.start);
    } else if (bare) {
      episodeList = [bare.episode];
      titleEnd = bare.span.start;
    }
  }

  const isEpisode = seasons.length + episodeList.length > 0 || (date.date !== null && !year) || tvWord;
  let type: ReleaseKind = 'movie';
  if (other) type = 'other';
  else if (isEpisode || (hintType !== undefined && SERIES_HINTS.test(hintType))) type = 'episode';

  let title = finishTitle(core.slice(titleStart, Math.max(titleStart, titleEnd)), type === 'episode');
  if (other && !/[. ]/.test(core) && title.includes('-'))
    title = finishTitle(title.split('-')[0] ?? title, false);

  const audioLangs = unique(hits.filter((h) => !h.subtitle).map((h) => h.code));
  const subtitles = unique(hits.filter((h) => h.subtitle).map((h) => h.code));
  if (flags.flags.dl && !flags.flags.ml && audioLangs.length === 1 && !other) {
    const original = anime ? 'ja' : 'en';
    if (!audioLangs.includes(original)) audioLangs.push(original);
  }
  if (flags.flags.ac3d && audioLangs.length === 0) audioLangs.push('de');

  const finalFlags = { ...flags.flags, germanDl: flags.flags.dl && audioLangs.includes('de') };
  if (seasons.length > 0 && episodeList.length === 0) finalFlags.complete = true;

  // A source word that turned out to be a title word (`Die.Cam.Frau`) does not name the source.
  let sourceValue = source.value;
  if (source.spans.some((s) => s.start >= titleStart && s.end <= titleEnd))
    sourceValue = detectSource(core.slice(titleEnd), resolution.value).value;

  let finalYear = year?.year ?? null;
  if (category.category === 'music') finalYear = musicYear(prep.body) ?? finalYear;
  const season = seasons.length === 1 ? (seasons[0] ?? null) : null;
  if (finalYear === null && season !== null && season >= 1900) finalYear = season;

  return {
    name,
    title,
    year: finalYear,
    type,
    season,
    episode: episodeList.length === 1 && !episodes.multi ? (episodeList[0] ?? null) : null,
    seasons,
    episodes: episodeList,
    completeSeason: seasons.length > 0 && episodeList.length === 0,
    date: date.date,
    resolution: resolution.value,
    source: other ? null : sourceValue,
    codec: other ? null : codec.value,
    audio: audio.value,
    languages: audioLangs,
    subtitles,
    group: groupInfo.group,
    category: category.category,
    flags: finalFlags,
  };
}

/** Detectors whose single-word tags can also be title words. Numbering, sizes and codecs never are. */
const TITLE_WORD_KINDS = new Set([
  'source',
  'audio',
  'tech',
  'proper',
  'repack',
  'internal',
  'uncut',
  'extended',
  'remastered',
  'complete',
  'dubbed',
  'subbed',
  'remux',
  'hdr',
]);

/** Is the one-word tag `span` followed by an ordinary word (not a tag, year, number or language)? */
function titleWord(span: Span, core: string, tokens: readonly Token[], technical: readonly Range[]): boolean {
  if (/[ ._-]/.test(core.slice(span.start, span.end))) return false;
  const next = tokens.find((t) => t.start >= span.end);
  if (!next || /^\d+$/.test(next.text) || overlaps(technical, next.start, next.end)) return false;
  if (isTechnicalWord(next.text)) return false;
  const word = next.text.toLowerCase();
  return LANGUAGE_WORDS[word] === undefined && SUBTITLE_WORDS[word] === undefined && /[a-z]/i.test(word);
}

/**
 * Words such as `Doku`, `Part 2`, `Custom`, `Retail` or `DC` are technical after a title but are also
 * ordinary title words (`Die.Doku.Reihe.S01E03`). They end the title only where tags go: followed by
 * another technical token, a language word, or nothing. A year after them does not count: the year ends
 * the title itself (`Die.Doku.2019` is titled `Die Doku`).
 */
function weakWordEndsTitle(span: Span, tokens: readonly Token[], technical: readonly Range[]): boolean {
  const next = tokens.find((t) => t.start >= span.end);
  if (!next) return true;
  if (overlaps(technical, next.start, next.end)) return true;
  const word = next.text.toLowerCase();
  return LANGUAGE_WORDS[word] !== undefined || SUBTITLE_WORDS[word] !== undefined;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** A clean display title for a release name (`/api/tmdb/clean`). */
export function cleanTitle(name: string): string {
  return parseReleaseName(name).title;
}
