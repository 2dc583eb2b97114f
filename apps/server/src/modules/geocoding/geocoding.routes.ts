import { ZErrorResponse, ZGeoLocationRequest, ZGeoLocationResponse } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeocodingService } from './geocoding.service.ts';

/** The first language of Accept-Language ("de-DE,de;q=0.9" → "de-DE"), German by default. */
function languageOf(header: string | undefined): string {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(first) ? first : 'de';
}

export function geocodingRoutes(service: GeocodingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/trx/v1/geocoding/getGeoLocation',
      {
        config: { access: 'verified' },
        schema: {
          tags: ['account'],
          summary: 'Coordinates for an address ({q} or street/postcode/city), or an address for {latlng}',
          body: ZGeoLocationRequest,
          response: {
            200: ZGeoLocationResponse,
            400: ZErrorResponse,
            401: ZErrorResponse,
            403: ZErrorResponse,
            503: ZErrorResponse,
          },
        },
      },
      async (request) => service.locate(request.body, languageOf(request.headers['accept-language'])),
    );
  };
}
