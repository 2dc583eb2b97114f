import { type GeoLocationRequest, ZGeoLocationResponse } from '@regal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/trx/v1/geocoding/getGeoLocation`: `{latlng}` or an address (street required). */
export function getGeoLocation(body: GeoLocationRequest) {
  return api.post('/api/trx/v1/geocoding/getGeoLocation', body, { schema: ZGeoLocationResponse });
}

export function useGeoLocation() {
  return useMutation({ mutationFn: getGeoLocation });
}
