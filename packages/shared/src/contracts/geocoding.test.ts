import { describe, expect, it } from 'vitest';
import { EQUATOR_METRES_PER_PIXEL, metresPerPixel, openStreetMapEmbedUrl } from './geocoding.ts';

const boxOf = (url: string) => {
  const bbox = new URL(url).searchParams.get('bbox') ?? '';
  const [west = 0, south = 0, east = 0, north = 0] = bbox.split(',').map(Number);
  return { width: east - west, height: north - south };
};

describe('the map preview scale (spec 02: 156543.03392 m per pixel, issue 36)', () => {
  it('starts from the spec constant and shrinks with the cosine of the latitude', () => {
    expect(EQUATOR_METRES_PER_PIXEL).toBe(156543.03392);
    expect(metresPerPixel(0, 0)).toBeCloseTo(156543.03392, 5);
    expect(metresPerPixel(60, 1)).toBeCloseTo(156543.03392 / 4, 5);
    expect(metresPerPixel(0, 16)).toBeCloseTo(2.3887, 4);
  });

  it('shows the same area in metres on every latitude', () => {
    const equator = boxOf(openStreetMapEmbedUrl(0, 10));
    const north = boxOf(openStreetMapEmbedUrl(60, 10));
    // 640 × 240 pixels at zoom 16 on the equator: about 1529 m × 573 m.
    expect(equator.width * 111_319.49).toBeCloseTo(640 * 2.3887, -1);
    expect(equator.height * 111_319.49).toBeCloseTo(240 * 2.3887, -1);
    // At 60° a pixel covers half the metres: half the degrees of latitude, the same of longitude
    // (a degree of longitude is half as long there too).
    expect(north.height).toBeCloseTo(equator.height / 2, 5);
    expect(north.width).toBeCloseTo(equator.width, 5);
  });

  it('centres the box and the marker on the point', () => {
    const url = new URL(openStreetMapEmbedUrl(53.55, 9.99));
    expect(url.searchParams.get('marker')).toBe('53.550000,9.990000');
    const [west = 0, south = 0, east = 0, north = 0] = (url.searchParams.get('bbox') ?? '')
      .split(',')
      .map(Number);
    expect((west + east) / 2).toBeCloseTo(9.99, 5);
    expect((south + north) / 2).toBeCloseTo(53.55, 5);
  });
});
