import { APP_VERSION } from '@regal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { createNominatimGeocoder, geocoderUserAgent } from '../../integrations/geocoding/client.ts';
import { outboundClient } from '../../lib/outbound/index.ts';
import { geocodingRoutes } from './geocoding.routes.ts';
import { createGeocodingService } from './geocoding.service.ts';

/** Address search for the account area; without GEOCODER_URL the route says it is not set up. */
export function geocodingModule(config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    const geocoder = config.GEOCODER_URL
      ? createNominatimGeocoder({
          baseUrl: config.GEOCODER_URL,
          userAgent: geocoderUserAgent(APP_VERSION, config.PUBLIC_URL),
          outbound: outboundClient(config.OUTBOUND_ALLOW_HOSTS, config.GEOCODER_URL),
        })
      : null;
    await app.register(geocodingRoutes(createGeocodingService(geocoder)));
  };
}
