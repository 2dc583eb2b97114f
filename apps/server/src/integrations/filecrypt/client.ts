import { type OutboundClient, outboundClient } from '../../lib/outbound/index.ts';

/**
 * The filecrypt.cc API (`api.php`): form POSTs with `api_key`, `fn=containerV2` and a `sub`
 * command. Answers are JSON with `state` 1 (success) or 0 and an `error` text.
 *   sub=info      container_id            → container.{mirror_1,…}.links
 *   sub=createV2  name, mirror_1[0][n]    → container.link (the new container's URL)
 */
export class FilecryptError extends Error {
  constructor(
    /** api: filecrypt refused (its own message); transport: unreachable or not speaking the protocol. */
    readonly kind: 'not-configured' | 'api' | 'transport' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'FilecryptError';
  }
}

export interface FilecryptOptions {
  url: string;
  timeoutMs: number;
  /** the guarded client (decision 024); default: one that allows this service's base URL only */
  outbound?: OutboundClient;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function call(options: FilecryptOptions, apiKey: string, form: URLSearchParams): Promise<Json> {
  if (!apiKey) throw new FilecryptError('not-configured', 'No filecrypt API key is configured.');
  form.set('api_key', apiKey);
  form.set('fn', 'containerV2');
  let response: Response;
  try {
    response = await (options.outbound ?? outboundClient('', options.url)).fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      timeoutMs: options.timeoutMs,
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new FilecryptError('timeout', 'filecrypt did not answer in time.');
    throw new FilecryptError('transport', 'filecrypt is unreachable.');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new FilecryptError('transport', `filecrypt answered HTTP ${response.status} without JSON.`);
  }
  if (!isRecord(body)) throw new FilecryptError('transport', 'filecrypt answered something unexpected.');
  if (body.state !== 1 && body.state !== '1') {
    throw new FilecryptError(
      'api',
      typeof body.error === 'string' && body.error ? body.error : 'filecrypt refused the request.',
    );
  }
  return body;
}

/** Every link of every mirror (`mirror_1`, `mirror_2`, …), in mirror order. */
function containerLinks(body: Json): string[] {
  const container = body.container;
  if (!isRecord(container)) return [];
  return Object.keys(container)
    .filter((key) => /^mirror_\d+$/.test(key))
    .sort((a, b) => Number(a.slice(7)) - Number(b.slice(7)))
    .flatMap((key) => {
      const mirror = container[key];
      const links = isRecord(mirror) ? mirror.links : undefined;
      return Array.isArray(links) ? links.filter((link): link is string => typeof link === 'string') : [];
    });
}

/** createV2 answers `container.link`; some versions answer a list of containers. */
function createdLink(body: Json): string | null {
  const container = Array.isArray(body.container) ? body.container[0] : body.container;
  return isRecord(container) && typeof container.link === 'string' && container.link ? container.link : null;
}

export function createFilecryptClient(options: FilecryptOptions) {
  return {
    async containerLinks(apiKey: string, containerId: string): Promise<string[]> {
      const body = await call(
        options,
        apiKey,
        new URLSearchParams({ sub: 'info', container_id: containerId }),
      );
      return containerLinks(body);
    },

    async createContainer(apiKey: string, name: string, links: string[]): Promise<string> {
      const form = new URLSearchParams({ sub: 'createV2', name });
      for (const [index, link] of links.entries()) form.append(`mirror_1[0][${index}]`, link);
      const link = createdLink(await call(options, apiKey, form));
      if (!link) throw new FilecryptError('api', 'Could not create a Container');
      return link;
    },
  };
}
export type FilecryptClient = ReturnType<typeof createFilecryptClient>;
