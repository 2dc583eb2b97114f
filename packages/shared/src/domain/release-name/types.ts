/** Vocabularies and the result shape of the release-name parser. */

export const RESOLUTIONS = ['SD', '480p', '576p', '720p', '1080p', '2160p'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const VIDEO_SOURCES = [
  'BluRay',
  'UHD BluRay',
  'WEB-DL',
  'WEBRip',
  'WEB',
  'HDTV',
  'DVD',
  'DVDRip',
  'BDRip',
  'HDRip',
  'TS',
  'CAM',
  'TELESYNC',
  'SCREENER',
] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];

export const VIDEO_CODECS = [
  'x264',
  'x265',
  'H.264',
  'H.265',
  'AV1',
  'XviD',
  'DivX',
  'MPEG-2',
  'VC-1',
] as const;
export type VideoCodec = (typeof VIDEO_CODECS)[number];

export const AUDIO_CODECS = [
  'AAC',
  'AC3',
  'DTS',
  'DTS-HD',
  'TrueHD',
  'Atmos',
  'EAC3',
  'FLAC',
  'MP3',
  'Opus',
] as const;
export type AudioCodec = (typeof AUDIO_CODECS)[number];

/** `episode` covers any TV release (single episode, multi-episode, season pack); `other` is non-video. */
export type ReleaseKind = 'movie' | 'episode' | 'other';

/** What a non-video (`other`) release is, when the name says so. */
export type ReleaseCategory = 'ebook' | 'audiobook' | 'music' | 'game' | 'app' | 'xxx' | null;

/** Scene flags that matter for a German catalogue. */
export interface ReleaseFlags {
  /** `German.DL`: German dub plus the original (English) track. */
  germanDl: boolean;
  /** `DL` (dual language) anywhere in the name. */
  dl: boolean;
  /** `ML` (multi language). */
  ml: boolean;
  /** `AC3D` / `EAC3D`: German dubbed (E-)AC3 track. */
  ac3d: boolean;
  dubbed: boolean;
  subbed: boolean;
  proper: boolean;
  repack: boolean;
  internal: boolean;
  uncut: boolean;
  extended: boolean;
  remastered: boolean;
  threeD: boolean;
  hdr: boolean;
  dolbyVision: boolean;
  remux: boolean;
  complete: boolean;
}

export interface ParsedReleaseName {
  /** The name as given. */
  name: string;
  /** Movie title, or the show title for TV releases. */
  title: string;
  year: number | null;
  type: ReleaseKind;
  /** Single season number (null for ranges and when absent). */
  season: number | null;
  /** Single episode number (null for multi-episode names, ranges and season packs). */
  episode: number | null;
  /** Every season named (a range is expanded). */
  seasons: number[];
  /** Every episode named (a range is expanded). */
  episodes: number[];
  /** A season pack: a season without episode numbers. */
  completeSeason: boolean;
  /** Air date for dated releases (`2016.05.18`), as YYYY-MM-DD. */
  date: string | null;
  resolution: Resolution | null;
  source: VideoSource | null;
  codec: VideoCodec | null;
  audio: AudioCodec | null;
  /** Audio languages as ISO 639-1 codes. */
  languages: string[];
  /** Subtitle languages, when the name says so (`German.Subbed`, `VOSTFR`). */
  subtitles: string[];
  group: string | null;
  category: ReleaseCategory;
  flags: ReleaseFlags;
}

/** Optional context from the catalogue: the entry type the release is filed under. */
export interface ReleaseNameHint {
  type?: string;
}
