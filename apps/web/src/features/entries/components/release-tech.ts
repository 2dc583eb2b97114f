import { isVideoType, parseReleaseName, type Release, resolutionOf } from '@regal/shared';

export const QUALITIES = ['SD', '720p', '1080p', '2160p'] as const;
export type Quality = (typeof QUALITIES)[number];

/** Spec §5: resolution is read from the title (for example 720p), otherwise SD. */
export const qualityOf = (release: Release): Quality => resolutionOf(release.fulltitle);

/**
 * The quality filter belongs to video types (a game or an audiobook has no resolution), and only
 * when a release's name states one (the filter's buckets come from the name): otherwise every
 * release would sit under "SD" for nothing.
 */
export function offersQualityFilter(type: string, releases: Pick<Release, 'fulltitle' | 'type'>[]): boolean {
  if (!isVideoType(type)) return false;
  let named = namedResolutions.get(releases);
  if (named === undefined) {
    named = releases.some(
      (release) => parseReleaseName(release.fulltitle, { type: release.type }).resolution !== null,
    );
    namedResolutions.set(releases, named);
  }
  return named;
}

/**
 * Whether a release list names a resolution, once per list: parsing every name took ~0.25 ms on each
 * render of the releases section (issue 34). Keyed by the list itself, which a query's data never
 * changes in place (a new answer is a new list).
 */
const namedResolutions = new WeakMap<readonly object[], boolean>();

export interface ReleaseTech {
  resolution: string;
  audio: string | null;
  source: string | null;
  codec: string | null;
}

/** The fuller movie table's columns: the release's own fields first, the parsed name otherwise. */
export function techOf(release: Release): ReleaseTech {
  const parsed = parseReleaseName(release.fulltitle, { type: release.type });
  return {
    resolution: release.quality ?? parsed.resolution ?? qualityOf(release),
    audio: release.audio_stream ?? parsed.audio,
    source: parsed.source,
    codec: release.video_codec ?? parsed.codec,
  };
}

/** Season and episode from the release options, or from the name (`S01E02`). */
export function episodeOf(release: Release): { season: number | null; episode: number | null } {
  if (release.options.season !== null)
    return { season: release.options.season, episode: release.options.episode };
  const parsed = parseReleaseName(release.fulltitle, { type: release.type });
  return { season: parsed.season, episode: parsed.episode };
}

/**
 * Whether an entry's releases come in seasons and episodes, so the page shows the series table.
 * A series always does; an anime only when a release names a season or episode: an anime film's
 * releases did not, and showed as "Ohne Staffel · 0 Episoden" (issue 36). Other types, as before,
 * when a release carries a season.
 */
export function isEpisodic(entry: { type: string; releases: Release[] }): boolean {
  if (entry.type === 'series') return true;
  if (entry.type === 'anime')
    return entry.releases.some((release) => {
      const { season, episode } = episodeOf(release);
      return season !== null || episode !== null;
    });
  return entry.releases.some((release) => release.options.season !== null);
}
