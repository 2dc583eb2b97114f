/** Season and episode markers: S01E02, 1x02, multi-episode names, ranges, season packs, anime numbering. */
import { findAll, type Span, spanOf, tokenRegex } from './match.ts';

export interface EpisodeInfo {
  seasons: number[];
  episodes: number[];
  /** A range or list was written (`E01-E03`, `E01E02`, `S01-S03`), so no single value applies. */
  multi: boolean;
  spans: Span[];
}

const SEP = '[ ._-]?';
const SXXEXX = tokenRegex(
  `S(\\d{1,4})x?${SEP}E[Pp]?${SEP}(\\d{1,4})((?:${SEP}E[Pp]?\\d{1,4}|${SEP}-${SEP}E?\\d{1,4}(?![0-9]*[pi]))*)`,
);
const NXNN = tokenRegex('(\\d{1,2}|(?:19|20)\\d{2})x(\\d{1,3})((?:[x-]\\d{1,3})*)');
/** `S01-S03`, `S01-03`; with spaces round the dash only `S01 - S03` (`Show S2 - 11` is season 2, episode 11). */
const SEASON_RANGE = tokenRegex(`S(\\d{1,2})(?:[._]?-[._]?S?| ?- ?S)(\\d{1,2})|S(\\d{1,2})(?:D\\d{1,2})?`);
/**
 * British `Series.2` is a season when a part or episode number follows (`Series.2.Part.11`); otherwise it is
 * as likely a title word (`Date.Series.10-11-2008`, `The.Series.2.Movie`).
 */
const SERIES_WORD = `Series${SEP}(\\d{1,2})(?=[ ._-](?:Part|Pt|Episode|Ep|E)[ ._]?\\d)`;
/** `Season 1-3` is a range; `Season 2 - 01` is season 2, episode 1 (a range's end is not zero-padded). */
const SEASON_WORD = tokenRegex(
  `(?:Season|Seasons|Staffel|Saison|Temporada|Stagione)${SEP}(\\d{1,2})(?:of\\d{1,2})?(?:${SEP}(?:-|to|&|bis)${SEP}(?!0)(\\d{1,2}))?|(\\d{1,2})(?:st|nd|rd|th)${SEP}Season|${SERIES_WORD}`,
);
const EPISODE_RANGE = tokenRegex(`(?:E|Ep|Eps|Episodes?)${SEP}(\\d{1,4})${SEP}-${SEP}(?:E|Ep)?(\\d{1,4})`);
const EPISODE_WORD = tokenRegex(
  `E[Pp]?${SEP}(\\d{2,4})|Ep\\.?${SEP}(\\d{1,4})|(?:Episode|Folge|Episodio)${SEP}(\\d{1,4})|(\\d{1,3})${SEP}of${SEP}\\d{1,3}`,
);
/** ` - 04`, `.-.09`, ` - 476-479` after an anime title. */
const DASH_NUMBER = /[ ._]-[ ._]+(\d{1,4})(?:-(\d{1,4}))?(?:v\d)?(?![A-Za-z0-9]|[.,]\d+\s?[GM]B)/g;
/** Anime batches: `Title 01-12`, `Title - 1-24`; both ends below any year. */
const ANIME_RANGE = tokenRegex('(\\d{1,4})-(\\d{1,4})');
/** `003. Title`, `03-Title`, `Ep. 02 - Title`: an episode number before the title. */
const LEADING_NUMBER = /^(?:(?:Episode|Ep)\.?[ ._]?)?(\d{1,3})(?:-(\d{1,3}))?(?:\.\s|-(?=[A-Za-z])|\s-\s)/i;

function range(from: number, to: number): number[] {
  if (to < from || to - from > 200) return [from, to];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Expands the tail of an SxxEyy match: `E02E03` lists, `-E05`/`-05` ranges. */
function tailEpisodes(first: number, tail: string): { episodes: number[]; multi: boolean } {
  const episodes = [first];
  let last = first;
  for (const m of tail.matchAll(/(-)?[ ._-]?E?[Pp]?[ ._-]?(\d{1,4})/gi)) {
    const n = Number(m[2]);
    if (m[1] && n > last) episodes.push(...range(last + 1, n));
    else episodes.push(n);
    last = n;
  }
  return { episodes: [...new Set(episodes)], multi: episodes.length > 1 };
}

export interface EpisodeContext {
  /** Where the title starts; a bare number there is part of the title. */
  titleStart: number;
  /** Anime naming (leading `[Group]`, hint) allows bare absolute episode numbers. */
  anime: boolean;
}

export function detectEpisodes(text: string, ctx: EpisodeContext): EpisodeInfo {
  const after = (m: RegExpExecArray) => m.index > ctx.titleStart;
  for (const m of findAll(SXXEXX, text)) {
    const { episodes, multi } = tailEpisodes(Number(m[2]), m[3] ?? '');
    return { seasons: [Number(m[1])], episodes, multi, spans: [spanOf(m, 'episode')] };
  }
  for (const m of findAll(NXNN, text)) {
    if (!after(m)) continue;
    const { episodes, multi } = tailEpisodes(Number(m[2]), (m[3] ?? '').replace(/x/gi, 'E'));
    return { seasons: [Number(m[1])], episodes, multi, spans: [spanOf(m, 'episode')] };
  }
  const seasonSpans: Span[] = [];
  let seasons: number[] = [];
  for (const re of [SEASON_RANGE, SEASON_WORD]) {
    for (const m of findAll(re, text)) {
      if (!after(m)) continue;
      seasonSpans.push(spanOf(m, 'season'));
      if (seasons.length > 0) continue;
      const from = Number(m[1] ?? m[3] ?? m[4]);
      seasons = m[2] !== undefined ? range(from, Number(m[2])) : [from];
    }
  }
  let episodeInfo = episodeOnly(text, ctx, seasonSpans);
  // Anime: `Title 2nd Season 05`, `Title S2 05`: a bare number right after the season is the episode.
  const lastSeason = seasonSpans.at(-1);
  if (ctx.anime && lastSeason && episodeInfo.episodes.length === 0) {
    const m = /^[ ._]+(\d{1,3})(?:v\d)?(?![0-9A-Za-z])/.exec(text.slice(lastSeason.end));
    if (m) {
      const start = lastSeason.end;
      episodeInfo = {
        episodes: [Number(m[1])],
        multi: false,
        spans: [{ start, end: start + m[0].length, kind: 'episode' }],
      };
    }
  }
  return {
    seasons,
    episodes: episodeInfo.episodes,
    multi: seasons.length > 1 || episodeInfo.multi,
    spans: [...seasonSpans, ...episodeInfo.spans],
  };
}

function episodeOnly(
  text: string,
  ctx: EpisodeContext,
  taken: readonly Span[],
): { episodes: number[]; multi: boolean; spans: Span[] } {
  const skip = (m: RegExpExecArray) =>
    m.index <= ctx.titleStart || taken.some((s) => m.index < s.end && m.index + m[0].length > s.start);
  for (const m of findAll(EPISODE_RANGE, text)) {
    if (skip(m)) continue;
    return { episodes: range(Number(m[1]), Number(m[2])), multi: true, spans: [spanOf(m, 'episode')] };
  }
  for (const m of findAll(EPISODE_WORD, text)) {
    if (skip(m)) continue;
    return { episodes: [Number(m[1] ?? m[2] ?? m[3] ?? m[4])], multi: false, spans: [spanOf(m, 'episode')] };
  }
  if (ctx.anime) {
    for (const m of findAll(ANIME_RANGE, text)) {
      const from = Number(m[1]);
      const to = Number(m[2]);
      if (skip(m) || from >= to || to >= 1900) continue;
      return { episodes: range(from, to), multi: true, spans: [spanOf(m, 'episode')] };
    }
  }
  DASH_NUMBER.lastIndex = 0;
  for (const m of text.matchAll(DASH_NUMBER)) {
    if (m.index <= ctx.titleStart) continue;
    const n = Number(m[1]);
    if (n >= 1900 && n <= 2099) continue;
    const to = m[2] === undefined ? n : Number(m[2]);
    return {
      episodes: to > n && to < 1900 ? range(n, to) : [n],
      multi: to > n && to < 1900,
      spans: [{ start: m.index, end: m.index + m[0].length, kind: 'episode' }],
    };
  }
  return { episodes: [], multi: false, spans: [] };
}

/** A bare number after the title that reads as an episode: `Show.02.FRENCH`, anime `Show_679_[...]`. */
export function bareEpisode(
  text: string,
  titleStart: number,
  titleEnd: number,
  anime: boolean,
): { episode: number; span: Span } | null {
  const pattern = anime ? tokenRegex('(\\d{2,4})(?:v\\d)?') : tokenRegex('(0[1-9])');
  let found: { episode: number; span: Span } | null = null;
  for (const m of findAll(pattern, text.slice(0, titleEnd))) {
    if (m.index <= titleStart) continue;
    const n = Number(m[1]);
    if (n >= 1900 && n <= 2099) continue;
    if (/\d[ .]$/.test(text.slice(0, m.index)) || /^[ .]\d/.test(text.slice(m.index + m[0].length))) continue;
    found = { episode: n, span: spanOf(m, 'episode') };
  }
  return found;
}

/** An episode number that opens the name; returns it and where the title then starts. */
export function leadingEpisode(
  text: string,
  titleStart: number,
): { episodes: number[]; titleStart: number } | null {
  const m = LEADING_NUMBER.exec(text.slice(titleStart));
  if (!m) return null;
  const from = Number(m[1]);
  const episodes = m[2] !== undefined ? range(from, Number(m[2])) : [from];
  let start = titleStart + m[0].length;
  while (start < text.length && /[\s._-]/.test(text.charAt(start))) start++;
  return { episodes, titleStart: start };
}
