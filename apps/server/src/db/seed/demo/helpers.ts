import type { DemoRelease } from '../demo-types.ts';

const MIB = 1024 ** 2;
const GIB = 1024 ** 3;

/** Mebibytes → bytes (rounded). */
export function mb(value: number): number {
  return Math.round(value * MIB);
}

/** Gibibytes → bytes (rounded). */
export function gb(value: number): number {
  return Math.round(value * GIB);
}

/** Episode data of a series/anime release: a single episode or (without `episode`) a season pack. */
export interface EpisodeInfo {
  season: number;
  episode?: number;
  of: number;
}

/**
 * One release. The group is the part after the last `-` of the scene-style name, so the two can never
 * drift apart.
 */
export function release(
  fulltitle: string,
  size: number,
  lang: string[],
  links: Record<string, string[]>,
  releasedAt: string,
  episode?: EpisodeInfo,
): DemoRelease {
  const dash = fulltitle.lastIndexOf('-');
  const group = dash >= 0 ? fulltitle.slice(dash + 1) : 'OPENMOViE';
  const base: DemoRelease = { fulltitle, group, size, lang, links, releasedAt };
  if (!episode) return base;
  return {
    ...base,
    season: episode.season,
    ...(episode.episode === undefined ? {} : { episode: episode.episode }),
    episodeCountInSeason: episode.of,
  };
}

/** An Internet Archive full-text search page; used where no single item page is known for sure. */
export function archiveSearch(query: string): string {
  return `https://archive.org/search?query=${encodeURIComponent(query)}`;
}

/** Project Gutenberg book page plus its generated EPUB and Kindle downloads. */
export function gutenberg(id: number): string[] {
  return [
    `https://www.gutenberg.org/ebooks/${id}`,
    `https://www.gutenberg.org/ebooks/${id}.epub3.images`,
    `https://www.gutenberg.org/ebooks/${id}.kf8.images`,
  ];
}

/** Options for {@link seasonReleases}. */
export interface SeasonOptions {
  /** Scene-style title prefix, e.g. `Superman.1941`. */
  name: string;
  season: number;
  /** Number of episodes the season has. */
  of: number;
  /** Episodes released one by one. */
  episodes: number[];
  /** Language/quality/source part, e.g. `German.DL.720p.WEB.x264`. */
  tag: string;
  group: string;
  /** Approximate size of one episode in bytes. */
  episodeSize: number;
  lang: string[];
  links: Record<string, string[]>;
  releasedAt: string;
  /** Add a season pack covering all `of` episodes. */
  pack?: boolean;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Single-episode releases of one season, plus a season pack when asked for. */
export function seasonReleases(options: SeasonOptions): DemoRelease[] {
  const { name, season, of, tag, group, episodeSize, lang, links, releasedAt } = options;
  const releases = options.episodes.map((episode) =>
    release(
      `${name}.S${pad(season)}E${pad(episode)}.${tag}-${group}`,
      Math.round(episodeSize * (0.94 + (episode % 4) * 0.03)),
      lang,
      links,
      releasedAt,
      { season, episode, of },
    ),
  );
  if (options.pack) {
    releases.push(
      release(`${name}.S${pad(season)}.COMPLETE.${tag}-${group}`, episodeSize * of, lang, links, releasedAt, {
        season,
        of,
      }),
    );
  }
  return releases;
}
