import type { Release } from '@regal/shared';
import { describe, expect, it } from 'vitest';
import { isEpisodic } from './release-tech.ts';
import { episodesIn, groupBySeason } from './season-groups.ts';

let next = 0;
function release(fulltitle: string, type: string, options: Partial<Release['options']> = {}): Release {
  next += 1;
  return {
    id: next,
    uid: `r${next}`,
    entry_id: 1,
    fulltitle,
    title: null,
    type,
    sub_type: null,
    group: null,
    size: null,
    downloads: 0,
    video_stream: null,
    video_codec: null,
    audio_stream: null,
    bitrate: null,
    quality: null,
    lang: [],
    source: 'upload',
    released_at: null,
    user: null,
    links: {},
    crypted_links: {},
    parts: null,
    options: { season: null, episode: null, episode_count_in_season: null, check: {}, ...options },
    folder: null,
    is0day: false,
    mirrors: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

describe("a season's episode count (issue 36)", () => {
  it('is the length a release names, not the number of releases found', () => {
    const releases = [
      release('Bonanza.S01E01.German.DL.SD.WEB.x264-GRP', 'series', {
        season: 1,
        episode: 1,
        episode_count_in_season: 32,
      }),
      release('Bonanza.S01E02.German.DL.SD.WEB.x264-GRP', 'series', {
        season: 1,
        episode: 2,
        episode_count_in_season: 32,
      }),
      release('Bonanza.S01.COMPLETE.German.DL.SD.WEB.x264-GRP', 'series', {
        season: 1,
        episode_count_in_season: 32,
      }),
    ];
    const [season] = groupBySeason(releases);
    expect(season?.rows).toHaveLength(3);
    expect(season && episodesIn(season)).toBe(32);
  });

  it('is the distinct episodes found when no release names a length', () => {
    const releases = [
      release('Show.S02E01.German.720p.WEB.x264-A', 'series'),
      release('Show.S02E01.German.1080p.WEB.x264-B', 'series'),
      release('Show.S02E03.German.720p.WEB.x264-A', 'series'),
    ];
    const [season] = groupBySeason(releases);
    expect(season?.season).toBe(2);
    expect(season && episodesIn(season)).toBe(2);
  });
});

describe('which entries show the series table (issue 36)', () => {
  it('shows an anime film, whose releases name no season or episode, as a film', () => {
    const film = {
      type: 'anime',
      releases: [release('Namakura.Gatana.1917.GERMAN.720p.WEB.x264-GRP', 'anime')],
    };
    expect(isEpisodic(film)).toBe(false);
  });

  it('shows an anime in episodes, and every series, as a series', () => {
    expect(
      isEpisodic({ type: 'anime', releases: [release('Ari.chan.S01E02.GERMAN.720p.WEB.x264-GRP', 'anime')] }),
    ).toBe(true);
    expect(
      isEpisodic({ type: 'series', releases: [release('Serie.2010.German.720p.WEB.x264-GRP', 'series')] }),
    ).toBe(true);
    expect(
      isEpisodic({ type: 'movie', releases: [release('Sintel.2010.1080p.BluRay.x264-REGAL', 'movie')] }),
    ).toBe(false);
  });
});
