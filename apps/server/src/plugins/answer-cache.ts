import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  bodyHash,
  COMPRESS_MIN_BYTES,
  compress,
  type Encoding,
  matchesIfNoneMatch,
  pickEncoding,
} from '../lib/answer-encoding.ts';
import { AnswerStore, type AnswerStoreStats, type StoredAnswer } from '../lib/answer-store.ts';
import type { CatalogueChange, CatalogueVersion } from '../lib/catalogue-version.ts';
import { langOf } from '../lib/messages/index.ts';
import { subjectOf } from './access.ts';

/** How a route takes part in the answer cache (`config: { answerCache: … }`). */
export interface AnswerCacheRoute {
  /**
   * Leave a request out (its answer depends on who exactly asks, not just on the visibility class).
   * `query` is the request's query as the route reads it, the same parse the key is made of: a
   * route must never parse `request.url` on its own (issue 32: `?a=?&mode=req` split at the second
   * `?` read as `a=`, and one member's REQ list went to another).
   */
  when?: (request: FastifyRequest, query: URLSearchParams) => boolean;
  /** One more part of the key (a theme, a rendering variant) beside path, query, language and class. */
  variant?: (request: FastifyRequest) => string;
  /**
   * What the answer depends on (decision 050): the tags a write names when it changes them (`u:<uid>`
   * of every entry shown, `list:<type>`, `by:rating`, …). null or absent: everything, so any write
   * drops it. Read once per stored answer, from the request and the body that goes out.
   */
  tags?: (request: FastifyRequest, body: Buffer) => readonly string[] | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public read answered from the answer cache (decision 032): the same answer for everyone of a
     * visibility class, language and request. `true` for the defaults.
     */
    answerCache?: true | AnswerCacheRoute;
  }
  interface FastifyRequest {
    /** Set when the answer cache serves or stores this request: other reply hooks leave it alone. */
    answerCacheHandled: boolean;
  }
  interface FastifyInstance {
    /** The answer cache of this process: its counters (for /metrics) and a way to empty it. */
    answerCache: {
      stats(): AnswerCacheStats;
      invalidate(): void;
      /**
       * Runs `listener` with every catalogue change after the cache dropped what it touched (other
       * holders of public data drop theirs too; `change.tags` null: everything). `staleForMs`: how
       * long what it touched may still go out while it is built anew (0 for an urgent change).
       */
      onInvalidate(listener: (change: CatalogueChange, staleForMs: number) => void): void;
      /**
       * Adds tags a change implies for answers that name a narrower dependence than writes do (a
       * title search names what its matches hold instead of `by:latest`, newest-of-matches.ts).
       * Runs before the cache drops what a change touched.
       */
      deriveTags(derive: (tags: ReadonlySet<string>) => readonly string[]): void;
    };
  }
}

export interface AnswerCacheStats extends AnswerStoreStats {
  /** the catalogue version the cache holds answers of */
  catalogueVersion: number;
}

export interface AnswerCacheOptions {
  maxBytes: number;
  /** how long an answer counts as fresh without a catalogue change (counters, trends move by time) */
  ttlMs: number;
  /** after the TTL, how long the old answer may still go out while one request computes the new one */
  staleMs: number;
  /**
   * After a change that may show a little late (not a hide, takedown, trash or permission change:
   * those are `urgent` and drop at once), how long a touched answer may still go out while one
   * request computes the new one (issue 35). 0: dropped at once.
   */
  changeStaleMs: number;
  /** `max-age` of guest answers for caches in front (a CDN, a proxy, the browser) */
  sharedMaxAgeS: number;
  /** `stale-while-revalidate` of guest answers for caches in front */
  sharedStaleS: number;
  version: CatalogueVersion;
}

/**
 * A page render's own API reads ask for answers as they are now (plugins/page-render.ts): a page
 * built from an answer a change had already touched would be kept as fresh for the page TTL
 * (issue 35). A client sending it only opts itself out of stale answers.
 */
export const FRESH_ANSWER_HEADER = 'x-regal-fresh-answer';

/** The answer's tags; a route's tag function that fails leaves it depending on everything. */
function tagsOf(route: AnswerCacheRoute, request: FastifyRequest, body: Buffer): readonly string[] | null {
  if (!route.tags) return null;
  try {
    return route.tags(request, body);
  } catch {
    return null;
  }
}

/** The visibility class: guests, and each role with and without a verified session (mods see more). */
function classOf(request: FastifyRequest): string {
  const subject = subjectOf(request);
  if (!subject) return 'guest';
  return `${subject.role}:${subject.verified ? 'v' : 'u'}`;
}

/**
 * The query exactly as the route reads it: the router's own parse (the text after the first `?` or
 * `#`, fastify's query parser), names sorted, repeated values in their order. Parsed once per request,
 * before validation; the key and a route's `when` both read this, never the URL text.
 */
function queryOf(request: FastifyRequest): URLSearchParams {
  const query = new URLSearchParams();
  const parsed = (request.query ?? {}) as Record<string, unknown>;
  for (const name of Object.keys(parsed).sort()) {
    const value = parsed[name];
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, String(one));
  }
  return query;
}

/** The path as the router matched it: up to the first `?` or `#` (find-my-way splits at either). */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

function routeOf(request: FastifyRequest): AnswerCacheRoute | null {
  const option = request.routeOptions.config?.answerCache;
  if (!option) return null;
  return option === true ? {} : option;
}

interface Miss {
  key: string;
  route: AnswerCacheRoute;
  generation: number;
  done: (answer: StoredAnswer | null) => void;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VARY = 'Accept-Encoding, Accept-Language, Authorization';

/**
 * The answer cache for public reads (decision 032). A GET of a route with `answerCache` is keyed by
 * its normalised request (path, sorted query), language, visibility class and variant. A fresh hit
 * goes out from `onRequest` as stored bytes (304 on a matching `If-None-Match`); a miss runs the
 * route and its `onSend` stores the body with brotli and gzip and a strong ETag. Concurrent misses
 * for one key wait for the first (single flight); after the TTL, the old answer goes out for up to
 * `staleMs` while one request computes the new one. A moved catalogue version empties it at once.
 */
export function registerAnswerCache(app: FastifyInstance, options: AnswerCacheOptions): void {
  const store = new AnswerStore(options.maxBytes);
  const inFlight = new Map<string, Promise<StoredAnswer | null>>();
  const misses = new WeakMap<FastifyRequest, Miss>();
  const guestControl = `public, max-age=${options.sharedMaxAgeS}, stale-while-revalidate=${options.sharedStaleS}`;

  const invalidated: Array<(change: CatalogueChange, staleForMs: number) => void> = [];
  const derivers: Array<(tags: ReadonlySet<string>) => readonly string[]> = [];
  /** A change's tags with what the derivers add. */
  const withDerived = (tags: ReadonlySet<string>): ReadonlySet<string> => {
    const derived = derivers.flatMap((derive) => derive(tags));
    return derived.length > 0 ? new Set([...tags, ...derived]) : tags;
  };
  /** Drops what a change touched (decision 050); tags null: everything. */
  const dropChanged = (change: CatalogueChange) => {
    const staleForMs = change.urgent || !change.tags ? 0 : options.changeStaleMs;
    store.drop(change.tags && withDerived(change.tags), staleForMs);
    // Waiters of a computation begun before the change compute their own answer.
    inFlight.clear();
    for (const listener of invalidated) listener(change, staleForMs);
  };
  const invalidate = () => dropChanged({ version: options.version.current(), tags: null, urgent: true });
  options.version.onChange(dropChanged);

  app.decorateRequest('answerCacheHandled', false);
  app.decorate('answerCache', {
    stats: (): AnswerCacheStats => ({ ...store.stats(), catalogueVersion: options.version.current() }),
    invalidate,
    onInvalidate: (listener: (change: CatalogueChange, staleForMs: number) => void) => {
      invalidated.push(listener);
    },
    deriveTags: (derive: (tags: ReadonlySet<string>) => readonly string[]) => {
      derivers.push(derive);
    },
  });

  function headersFor(request: FastifyRequest, reply: FastifyReply, state: string) {
    reply
      .header('cache-control', request.user ? 'private, no-cache' : guestControl)
      .header('vary', VARY)
      .header('x-answer-cache', state);
  }

  /** The answer's bytes in `encoding`, compressed and kept the first time a client takes it. */
  async function encoded(key: string, answer: StoredAnswer, encoding: Encoding): Promise<Buffer> {
    const kept = answer[encoding];
    if (kept) return kept;
    const bytes = await compress(answer.body, encoding);
    answer[encoding] = bytes;
    store.grew(key, answer);
    return bytes;
  }

  /** The stored answer in the encoding the client takes; the bytes are sent as they are. */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    answer: StoredAnswer,
    state: string,
  ) {
    request.answerCacheHandled = true;
    headersFor(request, reply, state);
    const encoding: Encoding | null = answer.compressible
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
    reply.header('etag', `"${answer.hash}${encoding ? `-${encoding}` : ''}"`);
    reply.type(answer.contentType);
    if (matchesIfNoneMatch(request.headers['if-none-match'], answer.hash)) {
      reply.code(304);
      return reply.send('');
    }
    reply.code(answer.status);
    if (!encoding) return reply.send(answer.body);
    const bytes = await encoded(key, answer, encoding);
    return reply.header('content-encoding', encoding).send(bytes);
  }

  // After auth and access (registered later): the class needs the user, and a refused caller
  // must never get an answer.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return;
    const route = routeOf(request);
    if (!route) return;
    const query = queryOf(request);
    if (route.when && !route.when(request, query)) return;
    const text = query.toString();
    const key = [
      text ? `${pathOf(request.url)}?${text}` : pathOf(request.url),
      langOf(request.headers['accept-language']),
      classOf(request),
      route.variant?.(request) ?? '',
    ].join('\n');

    const found = store.get(key);
    const now = Date.now();
    const age = found ? now - found.storedAt : 0;
    if (found && found.changedUntil === undefined && age <= options.ttlMs) {
      store.counters.hits += 1;
      return send(request, reply, key, found, 'hit');
    }
    const running = inFlight.get(key);
    // Old by time (the TTL) or touched by a change: out only while another request computes anew.
    const mayGoOut =
      found?.changedUntil === undefined ? age <= options.ttlMs + options.staleMs : now <= found.changedUntil;
    if (found && running && mayGoOut && !request.headers[FRESH_ANSWER_HEADER]) {
      store.counters.staleHits += 1;
      return send(request, reply, key, found, 'stale');
    }
    if (running) {
      const shared = await running;
      if (shared) {
        store.counters.hits += 1;
        return send(request, reply, key, shared, 'shared');
      }
    }
    store.counters.misses += 1;
    let done: (answer: StoredAnswer | null) => void = () => undefined;
    const flight = new Promise<StoredAnswer | null>((resolve) => {
      done = resolve;
    });
    inFlight.set(key, flight);
    misses.set(request, {
      key,
      route,
      generation: store.generation,
      done: (answer) => {
        if (inFlight.get(key) === flight) inFlight.delete(key);
        done(answer);
      },
    });
    request.answerCacheHandled = true;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = misses.get(request);
    if (!miss) return payload;
    misses.delete(request);
    const body =
      typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    if (reply.statusCode !== 200 || !body) {
      miss.done(null);
      headersFor(request, reply, 'miss');
      return payload;
    }
    const large = body.length >= COMPRESS_MIN_BYTES;
    const encoding = large ? pickEncoding(request.headers['accept-encoding']) : null;
    // Only the encoding this client takes; another is made when a client first asks for it.
    const compressed = encoding ? await compress(body, encoding) : null;
    const answer: StoredAnswer = {
      status: 200,
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      body,
      compressible: large,
      br: encoding === 'br' ? compressed : null,
      gzip: encoding === 'gzip' ? compressed : null,
      hash: bodyHash(body),
      storedAt: Date.now(),
    };
    store.set(miss.key, answer, miss.generation, tagsOf(miss.route, request, body));
    miss.done(answer);
    headersFor(request, reply, 'miss');
    reply.header('etag', `"${answer.hash}${encoding ? `-${encoding}` : ''}"`);
    if (matchesIfNoneMatch(request.headers['if-none-match'], answer.hash)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    if (!encoding || !compressed) return body;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });

  // A write answered by this process: its transaction has committed, so the version is read before
  // the answer goes out and the writer's next read never meets an answer from before its write
  // (the notification reaches the other processes; it may arrive here a moment later).
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!WRITES.has(request.method) || !request.url.startsWith('/api/')) return payload;
    await options.version.check().catch((error: unknown) => {
      request.log.warn({ err: error }, 'catalogue version check after a write failed');
    });
    return payload;
  });

  // A request that ends without onSend (aborted) must not leave its waiters hanging.
  const release = async (request: FastifyRequest) => {
    const miss = misses.get(request);
    if (!miss) return;
    misses.delete(request);
    miss.done(null);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
