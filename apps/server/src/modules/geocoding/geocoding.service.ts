import { GEOCODING_STREET_REQUIRED, type GeoLocationRequest, type GeoLocationResponse } from '@regal/shared';
import type { Geocoder, GeocoderPlace } from '../../integrations/geocoding/client.ts';
import { GeocoderError } from '../../integrations/geocoding/client.ts';
import { badRequest, serviceUnavailable } from '../../lib/http-errors.ts';

const NOT_CONFIGURED = 'Die Adresssuche ist nicht eingerichtet (GEOCODER_URL).';
const UNREACHABLE = 'Die Adresssuche antwortet gerade nicht. Bitte versuche es später noch einmal.';
const NOTHING_FOUND = 'Zu dieser Angabe wurde keine Adresse gefunden.';

function present(place: GeocoderPlace): GeoLocationResponse {
  return {
    status: 'OK',
    location: { lat: place.lat, lng: place.lng },
    address: {
      address: [place.street, place.nr].filter(Boolean).join(' ') || null,
      street: place.street,
      nr: place.nr,
      city: place.city,
      postal_code: place.postcode,
      formatted: place.formatted,
    },
    response: { error_message: null },
  };
}

const zeroResults = (): GeoLocationResponse => ({
  status: 'ZERO_RESULTS',
  location: null,
  address: null,
  response: { error_message: NOTHING_FOUND },
});

/** Spec 02 §7 getGeoLocation: reverse for `{latlng}`, search for an address (street required). */
export function createGeocodingService(geocoder: Geocoder | null) {
  return {
    async locate(input: GeoLocationRequest, language: string): Promise<GeoLocationResponse> {
      const query = input.latlng ? null : addressQuery(input);
      if (!geocoder) throw serviceUnavailable(NOT_CONFIGURED);
      try {
        if (input.latlng) {
          const [lat, lng] = input.latlng.split(',').map((n) => Number(n.trim())) as [number, number];
          const place = await geocoder.reverse(lat, lng, language);
          return place ? present(place) : zeroResults();
        }
        const [first] = await geocoder.search(query as string, language);
        return first ? present(first) : zeroResults();
      } catch (error) {
        if (error instanceof GeocoderError) throw serviceUnavailable(UNREACHABLE);
        throw error;
      }
    },
  };
}

/** The free-text question for the geocoder; without a street there is nothing to search. */
function addressQuery(input: GeoLocationRequest): string {
  if (input.q !== undefined && !input.street) {
    if (!input.q) throw badRequest({ q: GEOCODING_STREET_REQUIRED });
    return input.q;
  }
  if (!input.street) throw badRequest({ street: GEOCODING_STREET_REQUIRED });
  const place = [input.postcode, input.city].filter(Boolean).join(' ');
  return [input.street, place].filter(Boolean).join(', ');
}
export type GeocodingService = ReturnType<typeof createGeocodingService>;
