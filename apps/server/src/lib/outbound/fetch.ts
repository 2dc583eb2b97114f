import { lookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { classifyAddress } from './address.ts';
import { type AllowedHost, bareHost, isAllowed, portOf } from './allow-list.ts';

/**
 * The one HTTP client for requests the server makes on someone's behalf (decision 024): link
 * checks, TMDB, geocoding, filecrypt, xREL, Telegram, the DLC key service. It resolves the host
 * once, refuses internal addresses, connects to exactly the address it checked (no DNS-rebinding
 * window), checks every redirect hop the same way and bounds the answer's size and time.
 */

/** A URL the rules do not let the server fetch; the message is the same whatever the address is. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
  constructor(readonly detail: 'scheme' | 'address' | 'redirects') {
    super('address not allowed');
  }
}

export class OutboundTooLarge extends Error {
  override name = 'OutboundTooLarge';
  constructor() {
    super('answer too large');
  }
}

export interface OutboundInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  /** whole request, every hop included */
  timeoutMs: number;
  signal?: AbortSignal;
  /** answer bytes read at most (default 1 MiB) */
  maxBytes?: number;
  /** past maxBytes: cut the body (true) or fail with OutboundTooLarge (default) */
  truncate?: boolean;
  /** 'follow' (default, at most `maxRedirects` hops, each checked) or 'manual' */
  redirect?: 'follow' | 'manual';
  maxRedirects?: number;
}

export interface OutboundClient {
  fetch(url: string | URL, init: OutboundInit): Promise<Response>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 204, 205, 304]);

/** The address the connection goes to, after the allow list and the address rule were applied. */
async function vet(url: URL, allow: readonly AllowedHost[]): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused('scheme');
  const host = bareHost(url.hostname);
  // `new URL` has already turned 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 into 127.0.0.1.
  const literal = isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : (await lookup(host, { all: true, verbatim: true })).map((a) => ({
        address: a.address,
        family: a.family as 4 | 6,
      }));
  const first = addresses[0];
  if (!first) throw new Error('no address');
  if (isAllowed(url, allow)) return first;
  // One internal answer refuses the host: a name that points inside is not used at all.
  if (addresses.some((a) => classifyAddress(a.address) !== 'public')) throw new OutboundRefused('address');
  return first;
}

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

function requestOnce(
  url: URL,
  target: { address: string; family: 4 | 6 },
  init: { method: string; headers: Record<string, string>; body: string | null },
  limits: { maxBytes: number; truncate: boolean; signal: AbortSignal },
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const hostname = bareHost(url.hostname);
    const request = client.request(
      {
        protocol: url.protocol,
        // The name stays the host (Host header, TLS SNI and certificate check); only the lookup is pinned.
        hostname,
        port: portOf(url),
        path: `${url.pathname}${url.search}`,
        method: init.method,
        headers: {
          ...init.headers,
          ...(init.body !== null ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}),
        },
        agent: false,
        signal: limits.signal,
        lookup: (_name, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
              target,
            ]);
          else callback(null, target.address, target.family);
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          resolve({
            status: response.statusCode ?? 0,
            headers: toHeaders(response.headers),
            body: Buffer.concat(chunks),
          });
        };
        response.on('data', (chunk: Buffer) => {
          if (done) return;
          const room = limits.maxBytes - size;
          if (chunk.length > room) {
            if (!limits.truncate) {
              done = true;
              response.destroy();
              reject(new OutboundTooLarge());
              return;
            }
            chunks.push(chunk.subarray(0, room));
            size = limits.maxBytes;
            finish();
            response.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', finish);
        response.on('error', (error) => {
          if (!done) reject(error);
        });
      },
    );
    request.on('error', reject);
    if (init.body !== null) request.write(init.body);
    request.end();
  });
}

/** Drops what must not follow a redirect to another origin. */
function headersForHop(headers: Record<string, string>, from: URL, to: URL): Record<string, string> {
  if (from.origin === to.origin) return headers;
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['authorization', 'cookie'].includes(name.toLowerCase())),
  );
}

export function createOutboundClient(allow: readonly AllowedHost[]): OutboundClient {
  return {
    async fetch(input, init) {
      const signal = init.signal
        ? AbortSignal.any([init.signal, AbortSignal.timeout(init.timeoutMs)])
        : AbortSignal.timeout(init.timeoutMs);
      const limits = { maxBytes: init.maxBytes ?? 1024 * 1024, truncate: init.truncate ?? false, signal };
      const maxRedirects = init.redirect === 'manual' ? 0 : (init.maxRedirects ?? 5);
      let url = new URL(input);
      let method = (init.method ?? 'GET').toUpperCase();
      let body = init.body === undefined ? null : String(init.body);
      let headers: Record<string, string> = {
        ...(init.body instanceof URLSearchParams
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : {}),
        ...init.headers,
      };
      try {
        for (let hop = 0; ; hop++) {
          const target = await vet(url, allow);
          signal.throwIfAborted();
          const answer = await requestOnce(url, target, { method, headers, body }, limits);
          const location = answer.headers.get('location');
          if (init.redirect !== 'manual' && REDIRECTS.has(answer.status) && location) {
            if (hop >= maxRedirects) throw new OutboundRefused('redirects');
            const next = new URL(location, url);
            headers = headersForHop(headers, url, next);
            // Like fetch: 303 (and 301/302 after a POST) continue as GET without a body.
            if (
              answer.status === 303 ||
              ((answer.status === 301 || answer.status === 302) && method === 'POST')
            ) {
              method = 'GET';
              body = null;
              headers = Object.fromEntries(
                Object.entries(headers).filter(
                  ([n]) => !['content-type', 'content-length'].includes(n.toLowerCase()),
                ),
              );
            }
            url = next;
            continue;
          }
          return new Response(NO_BODY.has(answer.status) ? null : new Uint8Array(answer.body), {
            status: answer.status < 200 || answer.status > 599 ? 502 : answer.status,
            headers: answer.headers,
          });
        }
      } catch (error) {
        // An abort surfaces as the signal's reason (TimeoutError for the time bound), as with fetch.
        if (signal.aborted && !(error instanceof OutboundRefused)) throw signal.reason;
        throw error;
      }
    },
  };
}
