import type { Release } from '@regal/shared';
import { episodeOf } from './release-tech.ts';

export interface Season {
  key: string;
  season: number | null;
  episodes: Set<number>;
  /** The season's length as a release names it (a pack: "of 32"), when one does. */
  episodeCount: number | null;
  rows: { release: Release; episode: number | null }[];
}

/**
 * Groups releases by season, episodes in order, season packs (no episode) first. A season counts
 * its episodes, not its releases: the length a release names, else the distinct episodes found.
 */
export function groupBySeason(releases: Release[]): Season[] {
  const seasons = new Map<string, Season>();
  for (const release of releases) {
    const { season, episode } = episodeOf(release);
    const key = season === null ? 'other' : String(season);
    const group = seasons.get(key) ?? {
      key,
      season,
      episodes: new Set<number>(),
      episodeCount: null,
      rows: [],
    };
    group.rows.push({ release, episode });
    if (episode !== null) group.episodes.add(episode);
    const length = release.options.episode_count_in_season;
    if (length !== null && length > (group.episodeCount ?? 0)) group.episodeCount = length;
    seasons.set(key, group);
  }
  for (const group of seasons.values()) {
    group.rows.sort((a, b) => (a.episode ?? -1) - (b.episode ?? -1));
  }
  return [...seasons.values()].sort((a, b) => (a.season ?? 9999) - (b.season ?? 9999));
}

/** How many episodes a season has (issue 36: it showed the releases found, 3 of Bonanza's 32). */
export const episodesIn = (season: Season): number => season.episodeCount ?? season.episodes.size;
