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

/** A map preview of the stored point, without calling anything from the tests. */
export function openStreetMapEmbedUrl(lat: number, lng: number, span = 0.006): string {
  const bbox = [lng - span, lat - span / 2, lng + span, lat + span / 2].map((n) => n.toFixed(6)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat.toFixed(6)},${lng.toFixed(6)}`;
}
