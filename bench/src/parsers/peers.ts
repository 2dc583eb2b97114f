/**
 * Adapters that map each parser's output onto the corpus schema. The mappings are meant to be fair: each
 * peer's own vocabulary is translated one-to-one where the schema has the value, and the README's
 * conventions (German.DL means German + English, a 2160p Blu-ray is a UHD Blu-ray, DVD9 is a DVD) are applied
 * to every parser alike. No peer gets information from the name that its own API did not return.
 */
import {
  filenameParse,
  type ParsedFilename,
  parseSeason,
  parseSourceGroups,
} from '@ctrl/video-filename-parser';
import { parseReleaseName } from '@regal/shared';
import ptn from 'parse-torrent-title';
// The same name → ISO 639-1 table our parser reads; the peers return full language names.
import { LANGUAGE_WORDS } from '../../../packages/shared/src/domain/release-name/language-words.ts';
import type { Prediction } from './scoring.ts';

export interface Parser {
  name: string;
  parse(name: string): Prediction;
}

/** Our parser: its output already uses the schema. */
export const regal: Parser = {
  name: 'regal',
  parse(name) {
    const r = parseReleaseName(name);
    return {
      title: r.title,
      year: r.year,
      type: r.type,
      season: r.season,
      episode: r.episode,
      resolution: r.resolution,
      source: r.source,
      codec: r.codec,
      audio: r.audio,
      languages: r.languages,
      group: r.group,
    };
  },
};

/** Language names to ISO codes; "dual"/"multi" plus exactly one non-English language adds English. */
function languageCodes(names: readonly string[], dual: boolean): string[] {
  const codes = new Set<string>();
  for (const n of names) {
    const code = LANGUAGE_WORDS[n.toLowerCase()] ?? (/^[a-z]{2}$/.test(n) ? n : undefined);
    if (code) codes.add(code);
  }
  if (dual && codes.size === 1 && !codes.has('en')) codes.add('en');
  return [...codes];
}

const RESOLUTIONS: Record<string, string> = {
  '480p': '480p',
  '576p': '576p',
  '720p': '720p',
  '1080p': '1080p',
  '1080i': '1080p',
  '2160p': '2160p',
  '4k': '2160p',
};

function resolutionOf(value: string | undefined): string | null {
  return value ? (RESOLUTIONS[value.toLowerCase()] ?? null) : null;
}

function uhd(source: string | null, resolution: string | null): string | null {
  return source === 'BluRay' && resolution === '2160p' ? 'UHD BluRay' : source;
}

const PTN_SOURCES: Record<string, string> = {
  bluray: 'BluRay',
  'blu-ray': 'BluRay',
  bdrip: 'BDRip',
  brrip: 'BDRip',
  'web-dl': 'WEB-DL',
  webdl: 'WEB-DL',
  webrip: 'WEBRip',
  web: 'WEB',
  hdtv: 'HDTV',
  hdtvrip: 'HDTV',
  dvd: 'DVD',
  dvdr: 'DVD',
  dvdrip: 'DVDRip',
  hdrip: 'HDRip',
  ts: 'TS',
  telesync: 'TS',
  hdts: 'TS',
  cam: 'CAM',
  hdcam: 'CAM',
  camrip: 'CAM',
  scr: 'SCREENER',
  screener: 'SCREENER',
  dvdscr: 'SCREENER',
  bdscr: 'SCREENER',
  'uhd bluray': 'UHD BluRay',
};
const PTN_CODECS: Record<string, string> = {
  x264: 'x264',
  x265: 'x265',
  h264: 'H.264',
  avc: 'H.264',
  h265: 'H.265',
  hevc: 'H.265',
  xvid: 'XviD',
  divx: 'DivX',
  av1: 'AV1',
  mpeg2: 'MPEG-2',
  'vc-1': 'VC-1',
  vc1: 'VC-1',
};
const PTN_AUDIO: Record<string, string> = {
  aac: 'AAC',
  ac3: 'AC3',
  dd: 'AC3',
  'dd5.1': 'AC3',
  dts: 'DTS',
  'dts-hd': 'DTS-HD',
  'dts-hd ma': 'DTS-HD',
  truehd: 'TrueHD',
  atmos: 'Atmos',
  eac3: 'EAC3',
  ddp: 'EAC3',
  'dd+': 'EAC3',
  flac: 'FLAC',
  mp3: 'MP3',
  opus: 'Opus',
};

/** parse-torrent-title (PTN port): no `other` type, so a name with a season or episode is an episode. */
export const parseTorrentTitle: Parser = {
  name: 'parse-torrent-title',
  parse(name) {
    const r = ptn.parse(name);
    const resolution = resolutionOf(r.resolution);
    const languages = r.languagelist ?? (r.language ? [r.language] : []);
    const dual = languages.some((l) => /^(?:dual|multi)/i.test(l));
    return {
      title: r.title,
      year: r.year ?? null,
      type: r.season !== undefined || r.episode !== undefined ? 'episode' : 'movie',
      season: typeof r.season === 'number' ? r.season : null,
      episode: typeof r.episode === 'number' ? r.episode : null,
      resolution,
      source: uhd(r.source ? (PTN_SOURCES[r.source.toLowerCase()] ?? null) : null, resolution),
      codec: r.codec ? (PTN_CODECS[r.codec.toLowerCase()] ?? null) : null,
      audio: r.audio ? (PTN_AUDIO[r.audio.toLowerCase()] ?? null) : null,
      languages: languageCodes(languages, dual),
      group: r.group ?? null,
    };
  },
};

const CTRL_CODECS: Record<string, string> = {
  x264: 'x264',
  x265: 'x265',
  h264: 'H.264',
  h265: 'H.265',
  xvid: 'XviD',
};
const CTRL_AUDIO: Record<string, string> = {
  MP3: 'MP3',
  'Dolby Digital': 'AC3',
  'Dolby Digital Plus': 'EAC3',
  AAC: 'AAC',
  FLAC: 'FLAC',
  DTS: 'DTS',
  'DTS-HD': 'DTS-HD',
  'Dolby TrueHD': 'TrueHD',
  Opus: 'Opus',
};
/** ctrl's own test for an explicit English tag; without it, its `English` is the default it adds. */
const CTRL_ENGLISH = /\b(english|eng|EN|FI)\b/i;

/** The most specific schema source among ctrl's own source groups. */
function ctrlSource(name: string, parsed: ParsedFilename): string | null {
  const g = parseSourceGroups(name);
  if (g.bdrip || g.brrip) return 'BDRip';
  if (g.webdl) return 'WEB-DL';
  if (g.webrip) return 'WEBRip';
  if (g.bluray) return 'BluRay';
  if (g.hdtv) return 'HDTV';
  if (g.scr) return 'SCREENER';
  if (g.dvdr) return 'DVD';
  if (g.dvd) return 'DVDRip';
  if (g.ts) return 'TS';
  if (g.cam) return 'CAM';
  return parsed.sources.includes('WEBDL' as never) ? 'WEB-DL' : null;
}

/**
 * @ctrl/video-filename-parser (Sonarr/Radarr port). It needs to be told whether a name is TV; we ask its own
 * `parseSeason` first and pass `isTv` when that finds seasons, episodes or a full season.
 */
export const ctrlVideoFilenameParser: Parser = {
  name: '@ctrl/video-filename-parser',
  parse(name) {
    const season = parseSeason(name);
    const isTv =
      season !== null && (season.seasons.length > 0 || season.episodeNumbers.length > 0 || season.fullSeason);
    const r = filenameParse(name, isTv);
    const resolution = resolutionOf(r.resolution ? `${r.resolution}`.toLowerCase() : undefined);
    let languages = r.languages.map((l) => `${l}`);
    if (
      languages.length === 1 &&
      languages[0] === 'English' &&
      !CTRL_ENGLISH.test(name.replace(/\./g, ' '))
    ) {
      languages = [];
    }
    const seasons = 'seasons' in r ? r.seasons : [];
    const episodes = 'episodeNumbers' in r ? r.episodeNumbers : [];
    return {
      title: r.title,
      year: r.year ? Number(r.year) : null,
      type: isTv ? 'episode' : 'movie',
      season: seasons.length === 1 ? (seasons[0] ?? null) : null,
      episode: episodes.length === 1 ? (episodes[0] ?? null) : null,
      resolution,
      source: uhd(ctrlSource(name, r), resolution),
      codec: r.videoCodec ? (CTRL_CODECS[r.videoCodec] ?? null) : null,
      audio: r.audioCodec ? (CTRL_AUDIO[r.audioCodec] ?? null) : null,
      languages: languageCodes(languages, false),
      group: r.group,
    };
  },
};
