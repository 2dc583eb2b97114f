import { allowedHostOf, parseAllowList } from './allow-list.ts';
import { createOutboundClient, type OutboundClient } from './fetch.ts';

export type { OutboundClient, OutboundInit } from './fetch.ts';
export { OutboundRefused, OutboundTooLarge } from './fetch.ts';

/**
 * The outbound client of one integration: OUTBOUND_ALLOW_HOSTS plus the integration's own
 * configured base URLs (an operator setting, e.g. TMDB_API_URL pointing at a fake on loopback).
 * A URL a user typed in is never one of these, so it reaches inside only through OUTBOUND_ALLOW_HOSTS.
 */
export function outboundClient(allowHosts: string, ...serviceUrls: (string | undefined)[]): OutboundClient {
  return createOutboundClient([
    ...parseAllowList(allowHosts),
    ...serviceUrls.flatMap((url) => allowedHostOf(url ?? '')),
  ]);
}
