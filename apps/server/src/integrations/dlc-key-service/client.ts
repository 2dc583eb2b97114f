import { type OutboundClient, outboundClient } from '../../lib/outbound/index.ts';

/**
 * The jDownloader DLC key service (spec §7 "Link-container service"): a form POST with `data`
 * (the container's random key) and `lid` (the id jDownloader issued to this site) answers an
 * `rc` of exactly 88 characters. The rc goes at the end of the .dlc file; jDownloader later asks
 * the same service to turn it back into the key.
 */
export const DLC_RC_LENGTH = 88;

/** `refused`: the service answered with an error of its own (its text stays in the message, for logs). */
export type DlcKeyServiceFailure =
  | 'not-configured'
  | 'invalid-key-length'
  | 'refused'
  | 'service'
  | 'timeout';

export class DlcKeyServiceError extends Error {
  constructor(
    readonly kind: DlcKeyServiceFailure,
    message: string,
  ) {
    super(message);
    this.name = 'DlcKeyServiceError';
  }
}

export interface DlcKeyServiceOptions {
  url: string;
  lid: string;
  timeoutMs: number;
  /** the guarded client (decision 024); default: one that allows this service's base URL only */
  outbound?: OutboundClient;
}

export interface DlcKeyServiceClient {
  readonly configured: boolean;
  requestRc(key: string): Promise<string>;
}

/** The service answers `<rc>…</rc>`; some deployments answer the bare value. */
function readRc(body: string): string {
  const tagged = /<rc>([^<]*)<\/rc>/i.exec(body);
  return (tagged?.[1] ?? body).trim();
}

function readError(body: string, status: number): string {
  const tagged = /<error>([^<]*)<\/error>/i.exec(body)?.[1]?.trim();
  const text = tagged || body.trim().slice(0, 200);
  return text || `HTTP ${status}`;
}

export function createDlcKeyServiceClient(options: DlcKeyServiceOptions): DlcKeyServiceClient {
  const configured = options.url !== '' && options.lid !== '';
  const outbound = options.outbound ?? outboundClient('', options.url);
  return {
    configured,
    async requestRc(key) {
      if (!configured)
        throw new DlcKeyServiceError('not-configured', 'The DLC key service is not configured.');
      let response: Response;
      try {
        response = await outbound.fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ data: key, lid: options.lid }),
          timeoutMs: options.timeoutMs,
        });
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          throw new DlcKeyServiceError('timeout', 'The DLC key service did not answer in time.');
        }
        throw new DlcKeyServiceError('service', 'The DLC key service is unreachable.');
      }
      let body: string;
      try {
        body = await response.text();
      } catch {
        throw new DlcKeyServiceError('timeout', 'The DLC key service did not answer in time.');
      }
      if (!response.ok) throw new DlcKeyServiceError('refused', readError(body, response.status));
      if (/<error>/i.test(body)) throw new DlcKeyServiceError('refused', readError(body, response.status));
      const rc = readRc(body);
      if (rc.length !== DLC_RC_LENGTH)
        throw new DlcKeyServiceError('invalid-key-length', 'invalid key length');
      return rc;
    },
  };
}
