import { z } from 'zod';
import { zText } from './primitives.ts';

/** Spec 02 §5: searching an address needs at least the street. */
export const GEOCODING_STREET_REQUIRED = 'Bitte trage mindestend die Adresse ein';

/** `"52.52,13.40"`: what the browser's geolocation gives, as the spec's `{latlng}` sends it. */
const ZLatLng = zText()
  .trim()
  .regex(/^-?\d{1,2}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?$/, 'Ungültige Koordinaten.')
  .refine((v) => {
    const [lat, lng] = v.split(',').map(Number);
    return Math.abs(lat ?? 99) <= 90 && Math.abs(lng ?? 999) <= 180;
  }, 'Ungültige Koordinaten.');

/**
 * `POST /api/trx/v1/geocoding/getGeoLocation`: `{latlng}` (reverse) or an address, either as the
 * spec's free-text `{q}` or as the form's fields (the street is required either way).
 */
export const ZGeoLocationRequest = z.object({
  latlng: ZLatLng.optional(),
  q: zText().trim().max(300).optional(),
  street: zText().trim().max(200).optional(),
  postcode: zText().trim().max(10).optional(),
  city: zText().trim().max(120).optional(),
});
export type GeoLocationRequest = z.infer<typeof ZGeoLocationRequest>;

export const ZGeoAddress = z.object({
  address: z.string().nullable(),
  street: z.string().nullable(),
  nr: z.string().nullable(),
  city: z.string().nullable(),
  postal_code: z.string().nullable(),
  formatted: z.string().nullable(),
});
export type GeoAddress = z.infer<typeof ZGeoAddress>;

/** Google-style statuses the spec's client reads: OK, or why nothing was found. */
export const GEO_STATUSES = ['OK', 'ZERO_RESULTS', 'UNKNOWN_ERROR'] as const;

export const ZGeoLocationResponse = z.object({
  status: z.enum(GEO_STATUSES),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  address: ZGeoAddress.nullable(),
  response: z.object({ error_message: z.string().nullable() }),
});
export type GeoLocationResponse = z.infer<typeof ZGeoLocationResponse>;

/** Spec 02 §constants: metres one map pixel covers at zoom 0 on the equator (256-px Web Mercator tiles). */
export const EQUATOR_METRES_PER_PIXEL = 156543.03392;
/** Metres per degree of latitude (and of longitude on the equator), for the box around the point. */
const METRES_PER_DEGREE = 111_319.49;
/** The preview's zoom (streets readable) and the size it is drawn at. */
export const MAP_PREVIEW = { zoom: 16, width: 640, height: 240 } as const;

/** Metres one pixel covers at `zoom` on latitude `lat`: the scale shrinks with the cosine of it. */
export function metresPerPixel(lat: number, zoom: number): number {
  return (EQUATOR_METRES_PER_PIXEL * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;
}

/**
 * A map preview of the stored point, without calling anything from the tests. The box is the area
 * the preview shows at its zoom on this latitude (issue 36: it was a fixed span of degrees, which
 * shows a different scale in Hamburg than in Munich): width and height in metres from
 * {@link metresPerPixel}, turned into degrees (a degree of longitude is cos(lat) times shorter).
 */
export function openStreetMapEmbedUrl(lat: number, lng: number, view = MAP_PREVIEW): string {
  const scale = metresPerPixel(lat, view.zoom);
  const cos = Math.cos((lat * Math.PI) / 180);
  const halfLat = (scale * view.height) / 2 / METRES_PER_DEGREE;
  const halfLng = (scale * view.width) / 2 / (METRES_PER_DEGREE * cos);
  const bbox = [lng - halfLng, lat - halfLat, lng + halfLng, lat + halfLat]
    .map((n) => n.toFixed(6))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(6)},${lng.toFixed(6)}`;
}
