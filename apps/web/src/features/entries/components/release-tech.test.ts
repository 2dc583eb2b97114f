import { ENTRY_TYPES } from '@regal/shared';
import { describe, expect, it } from 'vitest';
import { offersQualityFilter } from './release-tech.ts';

const named = (fulltitle: string, type: string) => ({ fulltitle, type });

describe('the quality filter (issue 23)', () => {
  it('shows for video types whose releases state a resolution', () => {
    for (const type of ['movie', 'series', 'anime', 'doku'])
      expect(offersQualityFilter(type, [named('Sintel.2010.1080p.BluRay.x264-REGAL', type)]), type).toBe(
        true,
      );
    // One release with a resolution is enough: the others count as SD.
    expect(
      offersQualityFilter('movie', [
        named('Sintel.2010.German.DVDRip-REGAL', 'movie'),
        named('Sintel.2010.720p.WEB-REGAL', 'movie'),
      ]),
    ).toBe(true);
  });

  it('is hidden for games, music and digital works, even when a name carries a resolution', () => {
    const others = ENTRY_TYPES.filter((type) => !['movie', 'series', 'anime', 'doku'].includes(type));
    expect(others).toEqual(['digital', 'music', 'game']);
    for (const type of others)
      expect(offersQualityFilter(type, [named('SuperTuxKart.v1.4.1080p-REGAL', type)]), type).toBe(false);
  });

  it('is hidden when no release of a video type states a resolution', () => {
    expect(offersQualityFilter('movie', [named('Sintel.2010.German.DVDRip-REGAL', 'movie')])).toBe(false);
    expect(offersQualityFilter('movie', [])).toBe(false);
  });
});
