import { type OutboundClient, outboundClient } from '../../lib/outbound/index.ts';
import { createSpacingLimiter, type SpacingLimiter } from './rate-limiter.ts';
import { TtlCache } from './ttl-cache.ts';

/**
 * A Nominatim-compatible geocoder (https://nominatim.org/release-docs/latest/api/Search/): the
 * public OpenStreetMap instance by default, or any self-hosted one via GEOCODER_URL. The usage
 * policy asks for at most one request per second, a User-Agent that identifies the application,
 * and caching of results; all three are done here so callers cannot forget them.
 */
export interface GeocoderPlace {
  lat: number;
  lng: number;
  street: string | null;
  nr: string | null;
  postcode: string | null;
  city: string | null;
  formatted: string | null;
}

export interface Geocoder {
  search(query: string, language: string): Promise<GeocoderPlace[]>;
  reverse(lat: number, lng: number, language: string): Promise<GeocoderPlace | null>;
}

export class GeocoderError extends Error {
  override name = 'GeocoderError';
}

export interface GeocoderOptions {
  baseUrl: string;
  userAgent: string;
  /** Minimum spacing between two requests to the geocoder. */
  minIntervalMs?: number;
  cacheTtlMs?: number;
  cacheSize?: number;
  timeoutMs?: number;
  limiter?: SpacingLimiter;
  /** the guarded client (decision 024); default: one that allows this service's base URL only */
  outbound?: OutboundClient;
}

/** The parts of Nominatim's jsonv2 answer we read (with addressdetails=1). */
interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
  error?: string;
}

function toPlace(raw: NominatimPlace): GeocoderPlace | null {
  const lat = Number(raw.lat);
  const lng = Number(raw.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const a = raw.address ?? {};
  return {
    lat,
    lng,
    street: a.road ?? a.pedestrian ?? a.footway ?? a.square ?? null,
    nr: a.house_number ?? null,
    postcode: a.postcode ?? null,
    city: a.city ?? a.town ?? a.village ?? a.municipality ?? a.hamlet ?? null,
    formatted: raw.display_name ?? null,
  };
}

export function createNominatimGeocoder(options: GeocoderOptions): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, '');
  const limiter = options.limiter ?? createSpacingLimiter(options.minIntervalMs ?? 1000);
  const cache = new TtlCache<unknown>(options.cacheSize ?? 500, options.cacheTtlMs ?? 24 * 3600_000);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const outbound = options.outbound ?? outboundClient('', options.baseUrl);

  async function call(path: string, params: Record<string, string>, language: string): Promise<unknown> {
    const query = new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params });
    const url = `${base}${path}?${query}`;
    const key = `${language}|${url}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const body = await limiter.schedule(async () => {
      let response: Response;
      try {
        response = await outbound.fetch(url, {
          headers: {
            'User-Agent': options.userAgent,
            'Accept-Language': language,
            Accept: 'application/json',
          },
          timeoutMs,
        });
      } catch (error) {
        throw new GeocoderError(`geocoder unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new GeocoderError(`geocoder answered HTTP ${response.status}`);
      try {
        return (await response.json()) as unknown;
      } catch {
        throw new GeocoderError('geocoder answered something that is not JSON');
      }
    });
    cache.set(key, body);
    return body;
  }

  return {
    async search(q, language) {
      const body = await call('/search', { q, limit: '5' }, language);
      if (!Array.isArray(body)) throw new GeocoderError('unexpected search answer');
      return (body as NominatimPlace[]).map(toPlace).filter((p): p is GeocoderPlace => p !== null);
    },
    async reverse(lat, lng, language) {
      const body = await call('/reverse', { lat: String(lat), lon: String(lng), zoom: '18' }, language);
      if (!body || typeof body !== 'object') throw new GeocoderError('unexpected reverse answer');
      const place = body as NominatimPlace;
      // Nominatim answers 200 with {"error":"Unable to geocode"} when nothing is near.
      if (place.error) return null;
      return toPlace(place);
    },
  };
}

/** Nominatim wants a User-Agent that names the application and a way to reach its operator. */
export function geocoderUserAgent(version: string, publicUrl: string): string {
  return `Regal/${version} (+${publicUrl})`;
}
