/**
 * The operator's explicit exceptions to the outbound address rule (OUTBOUND_ALLOW_HOSTS, decision
 * 024): `host` (any port) or `host:port`, comma separated. A configured service's own base URL
 * (TMDB_API_URL, GEOCODER_URL, a fake's URL, …) is added for that service's client only.
 */
export interface AllowedHost {
  host: string;
  /** null: any port */
  port: number | null;
}

const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);

/** `[::1]` → `::1`, lower case: the form hosts are compared in. */
export const bareHost = (hostname: string) =>
  (hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname).toLowerCase();

export function portOf(url: URL): number {
  return url.port ? Number(url.port) : defaultPort(url.protocol);
}

/** Parses `a.example, 127.0.0.1:8080, [::1]:9000`; entries that make no sense are dropped. */
export function parseAllowList(value: string): AllowedHost[] {
  const hosts: AllowedHost[] = [];
  for (const raw of value.split(',')) {
    const item = raw.trim();
    if (!item) continue;
    try {
      // Parsed like a URL host so that `127.1` and `[::1]` compare in their normal form.
      const url = new URL(`http://${item}`);
      if (url.pathname !== '/' || url.username || url.search) continue;
      hosts.push({
        host: bareHost(url.hostname),
        port: url.port ? Number(url.port) : /:\d+$/.test(item) ? 80 : null,
      });
    } catch {}
  }
  return hosts;
}

/** The host and port of a configured service URL as an allow-list entry (nothing for an empty or bad URL). */
export function allowedHostOf(serviceUrl: string): AllowedHost[] {
  if (!serviceUrl) return [];
  try {
    const url = new URL(serviceUrl);
    return [{ host: bareHost(url.hostname), port: portOf(url) }];
  } catch {
    return [];
  }
}

export function isAllowed(url: URL, allow: readonly AllowedHost[]): boolean {
  const host = bareHost(url.hostname);
  const port = portOf(url);
  return allow.some((a) => a.host === host && (a.port === null || a.port === port));
}
