import type { AccountProfile, GeoLocationResponse } from '@regal/shared';

/** What the address card edits: the street line, postcode, city and the point on the map. */
export interface AddressForm {
  street: string;
  postcode: string;
  city: string;
  lat: number | null;
  lng: number | null;
  formatted: string | null;
}

export interface Position {
  lat: number;
  lng: number;
}

export function formOf(profile: AccountProfile): AddressForm {
  const l = profile.location;
  return {
    street: l.address ?? [l.street, l.nr].filter(Boolean).join(' '),
    postcode: l.postcode ?? '',
    city: l.city ?? '',
    lat: l.lat,
    lng: l.lng,
    formatted: l.formatted,
  };
}

/** The form filled from a geocoder answer that found a place; null when it found none. */
export function formFromAnswer(form: AddressForm, answer: GeoLocationResponse): AddressForm | null {
  if (answer.status !== 'OK' || !answer.location || !answer.address) return null;
  const a = answer.address;
  return {
    street: a.address ?? form.street,
    postcode: a.postal_code ?? '',
    city: a.city ?? '',
    lat: answer.location.lat,
    lng: answer.location.lng,
    formatted: a.formatted,
  };
}

/**
 * After "Search my location": the address the reverse lookup found, or — when it found none or
 * failed (`answer` null: no answer at all) — the browser's position kept as the point, so the
 * user's permission and wait are not thrown away (issue 23). The typed address lines stay as they
 * are; only the geocoder's formatted line is dropped, as it described the old point.
 */
export function formAfterPositionLookup(
  form: AddressForm,
  position: Position,
  answer: GeoLocationResponse | null,
): { form: AddressForm; addressFound: boolean } {
  const found = answer ? formFromAnswer(form, answer) : null;
  if (found) return { form: found, addressFound: true };
  return { form: { ...form, lat: position.lat, lng: position.lng, formatted: null }, addressFound: false };
}
