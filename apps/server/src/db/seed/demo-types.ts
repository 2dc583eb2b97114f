import type { EntryType, Genre, SubType } from '@regal/shared';

/**
 * The shape of the demo catalogue: public-domain or openly licensed works only, each with links to
 * its real public source. Loaded on first start by `seed-demo.ts`.
 */
export interface DemoRelease {
  /** Scene-style release name, e.g. `Sintel.2010.German.DL.1080p.BluRay.x264-OPENMOViE`. */
  fulltitle: string;
  /** Invented release group (never a real scene group). */
  group: string;
  /** Size in bytes. */
  size: number;
  /** Country-style language codes of the audio/text: 'DE', 'EN', 'FR', 'JA', … */
  lang: string[];
  /** For series/anime episodes. */
  season?: number;
  episode?: number;
  episodeCountInSeason?: number;
  /** hoster → real public download/stream URLs (archive.org, download.blender.org, gutenberg.org, …). */
  links: Record<string, string[]>;
  /** ISO date. */
  releasedAt: string;
}

export interface DemoSource {
  label: string;
  url: string;
  /** e.g. 'CC BY 3.0', 'Public domain', 'GPL-2.0 / CC BY-SA 3.0'. */
  license: string;
}

export interface DemoEntry {
  title: string;
  originalTitle?: string;
  type: EntryType;
  /** Digital: 'abook' | 'ebook' | 'comic'; games: a platform such as 'PCGames' or 'Multi'. */
  subType?: SubType;
  /** ISO date of first release. */
  releasedAt: string;
  /** German description, 2–5 sentences, written for the catalogue (not copied). */
  description: string;
  genre: Genre[];
  fsk: number | null;
  /** Out of 10, one decimal. */
  rating: number;
  /** Minutes (films/episodes); null where meaningless. */
  time: number | null;
  /** A real public trailer/video page URL or null. */
  trailer: string | null;
  tags: string[];
  /** Country-style codes, e.g. ['DE', 'EN']. */
  lang: string[];
  imdbId?: string;
  sources: DemoSource[];
  /** Cast/authors/narrators/developers shown in the actors strip (real names credited by the source). */
  actors: string[];
  /** Two hex colours for the generated cover and backdrops. */
  palette: [string, string];
  releases: DemoRelease[];
}
