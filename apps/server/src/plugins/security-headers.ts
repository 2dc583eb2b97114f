import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { analyticsOf } from '../modules/core/public-settings.ts';

/** HSTS only where the site is served over https (decision 013): on http it would do nothing. */
export function hstsWanted(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL.startsWith('https://');
}

/**
 * The page's CSP (decision 013): scripts only from our origin and the local Click'n'Load listener
 * (the colour-scheme bootstrap is a file, no inline script, no eval), styles inline too (Mantine sets style attributes), frames only for the
 * trailer players and the map, forms also to the local jDownloader (Click'n'Load), and never
 * framed by anyone. The IMDb trailer route answers its own, narrower policy.
 */
/** jDownloader's Click'n'Load listener (features/cart/lib/click-n-load.ts): jdcheck.js and the POSTs. */
const CLICK_N_LOAD = 'http://127.0.0.1:9666';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", CLICK_N_LOAD],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'https:'],
  'connect-src': ["'self'", CLICK_N_LOAD],
  // Only the players the trailer overlay frames (web/components/entries/trailer-embed.ts) and the map.
  'frame-src': [
    "'self'",
    'https://www.youtube-nocookie.com',
    'https://archive.org',
    'https://www.openstreetmap.org',
  ],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'", 'http://127.0.0.1:9666', 'http://localhost:9666'],
  'frame-ancestors': ["'none'"],
};

/**
 * The analytics origin (spec §7) when the operator configured it: the page loads `{base}umami` from
 * there and the script reports back to it. Only that origin, never a wildcard; nothing while off.
 */
export function analyticsOrigin(
  config: Pick<Config, 'ANALYTICS_API_BASE' | 'ANALYTICS_WEBSITE_ID'>,
): string | null {
  const analytics = analyticsOf(config);
  if (!analytics) return null;
  // URL.canParse: a base the pattern lets through but URL rejects must not stop the server.
  return URL.canParse(analytics.script_url) ? new URL(analytics.script_url).origin : null;
}

/** The policy for this configuration: the fixed one plus the analytics origin where it is on. */
export function contentSecurityPolicyFor(
  config: Pick<Config, 'ANALYTICS_API_BASE' | 'ANALYTICS_WEBSITE_ID'>,
) {
  const origin = analyticsOrigin(config);
  if (!origin) return CONTENT_SECURITY_POLICY;
  return {
    ...CONTENT_SECURITY_POLICY,
    'script-src': [...CONTENT_SECURITY_POLICY['script-src'], origin],
    'connect-src': [...CONTENT_SECURITY_POLICY['connect-src'], origin],
  };
}

function helmetOptionsFor(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(config) },
    // The embeds above (YouTube, OpenStreetMap) do not send CORP/COEP headers.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: hstsWanted(config) ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
}

/**
 * The headers helmet sets for these options. They depend only on the configuration, so helmet runs
 * once at start against a recording response, not on every request (as @fastify/helmet does: it
 * builds the middleware and parses the CSP anew per request, ~2 % of a cached answer's CPU).
 */
function securityHeadersFor(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  helmet(helmetOptionsFor(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeadersFor(config);
  // On every answer, errors and 404s included; a route may still set its own, narrower CSP.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
