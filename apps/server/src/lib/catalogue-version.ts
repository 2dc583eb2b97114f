import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { catalogueChanges, catalogueVersion } from '../db/schema/index.ts';
import { loadIoredis } from './ioredis.ts';

/**
 * What moved between two catalogue versions (decision 050): the tags the writes named, or null when
 * they cannot be named (a write tagged '*', a gap in the change log): then everything is dropped.
 */
export interface CatalogueChange {
  version: number;
  /** null: everything changed. */
  tags: ReadonlySet<string> | null;
  /** Something left public view (hide, takedown, trash, delete): drop at once, never serve it stale. */
  urgent: boolean;
}

/** Everything changed (first start, a gap in the log, a '*' tag). */
export const everything = (version: number): CatalogueChange => ({ version, tags: null, urgent: true });

/** The channel the `catalogue_version_bump()` trigger notifies on (migration 0030). */
export const CATALOGUE_CHANNEL = 'regal_catalogue';
/** The Redis channel processes tell each other a new version on when REDIS_URL is set. */
export const CATALOGUE_REDIS_CHANNEL = 'regal:catalogue';

/**
 * What this process knows of the catalogue version (decision 032). Triggers bump the number in the
 * transaction of every write that changes what visitors see and `pg_notify` it, which PostgreSQL
 * delivers on commit; this watcher LISTENs (a dedicated connection on PostgreSQL, `listen` on
 * PGlite) and polls the number every `pollMs` in case a notification is lost (a dropped
 * connection, a pooler without LISTEN). With `redisUrl` (REDIS_URL) the processes tell each other
 * through Redis pub/sub instead of LISTEN: whoever sees a new number first (its own write, its poll)
 * publishes it. Whenever the number moves, every `onChange` listener runs, in order, with what
 * moved: the tags of every version in between, read from `catalogue_changes` (decision 050).
 */
export interface CatalogueVersion {
  /** The highest version whose `onChange` listeners have all run (what the cache holds answers of). */
  current(): number;
  /** Runs `listener` (awaited in order) whenever the version moves, with what the writes touched. */
  onChange(listener: (change: CatalogueChange) => Promise<void> | void): void;
  /** Reads the number now and announces a move (the poll, and the check after a local write). */
  check(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface PgNotification {
  channel: string;
  payload?: string;
}
interface PgListenClient {
  query(text: string): Promise<unknown>;
  on(event: 'notification', listener: (message: PgNotification) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  release(destroy?: boolean | Error): void;
}
interface PgPoolLike {
  connect(): Promise<PgListenClient>;
}
interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

function isPglite(client: unknown): client is PgliteLike {
  return typeof client === 'object' && client !== null && typeof Reflect.get(client, 'listen') === 'function';
}
function isPool(client: unknown): client is PgPoolLike {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof Reflect.get(client, 'connect') === 'function' &&
    typeof Reflect.get(client, 'totalCount') === 'number'
  );
}

const RECONNECT_MS = 1000;
/** Further behind than this many versions, a process drops everything instead of reading the log. */
const MAX_TAGGED_VERSIONS = 500;

export function createCatalogueVersion(
  db: Database,
  { pollMs, log, redisUrl = '' }: { pollMs: number; log?: FastifyBaseLogger; redisUrl?: string },
): CatalogueVersion {
  const listeners: Array<(change: CatalogueChange) => Promise<void> | void> = [];
  let known = -1;
  let applied = -1;
  let announcing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let polling: Promise<void> | null = null;
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let publisher: Redis | null = null;

  /** Announces `version` once, in order, when it is newer than what this process knew. */
  function seen(version: number, heard = true): Promise<void> {
    if (!Number.isFinite(version) || version <= known) return announcing;
    known = version;
    // Found by this process (its write, its poll): the others hear it through Redis.
    if (!heard) publisher?.publish(CATALOGUE_REDIS_CHANNEL, String(version)).catch(() => undefined);
    announcing = announcing.then(async () => {
      if (version <= applied) return;
      const change = await changesBetween(applied, version);
      for (const listener of listeners) {
        try {
          await listener(change);
        } catch (error) {
          log?.warn({ err: error }, 'catalogue version listener failed');
        }
      }
      applied = Math.max(applied, version);
    });
    return announcing;
  }

  async function read(): Promise<number> {
    const [row] = await db
      .select({ version: catalogueVersion.version })
      .from(catalogueVersion)
      .where(eq(catalogueVersion.id, 1));
    return row?.version ?? 0;
  }

  /** The tags of versions (from, to]; everything when one of them is missing from the log. */
  async function changesBetween(from: number, to: number): Promise<CatalogueChange> {
    if (from < 0 || to - from > MAX_TAGGED_VERSIONS) return everything(to);
    try {
      const rows = await db
        .select({ tags: catalogueChanges.tags, urgent: catalogueChanges.urgent })
        .from(catalogueChanges)
        .where(and(gt(catalogueChanges.version, from), lte(catalogueChanges.version, to)));
      if (rows.length !== to - from) return everything(to);
      const tags = new Set<string>();
      let urgent = false;
      for (const row of rows) {
        urgent ||= row.urgent;
        for (const tag of row.tags) tags.add(tag);
      }
      return tags.has('*') ? everything(to) : { version: to, tags, urgent };
    } catch (error) {
      log?.warn({ err: error }, 'catalogue change log read failed; dropping everything');
      return everything(to);
    }
  }

  async function check() {
    await seen(await read(), false);
  }

  async function listenRedis(url: string) {
    const { Redis } = await loadIoredis();
    publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    const subscriber = new Redis(url, { maxRetriesPerRequest: null });
    // ioredis reconnects (and re-subscribes) on its own; the poll covers the gap.
    publisher.on('error', () => {});
    subscriber.on('error', (error) => log?.warn({ err: error }, 'catalogue Redis subscription failed'));
    subscriber.on('message', (channel, message) => {
      if (channel === CATALOGUE_REDIS_CHANNEL) void seen(Number(message));
    });
    await subscriber.subscribe(CATALOGUE_REDIS_CHANNEL);
    const own = publisher;
    unlisten = async () => {
      subscriber.disconnect();
      own.disconnect();
    };
  }

  async function listenPool(pool: PgPoolLike) {
    if (stopped) return;
    let client: PgListenClient;
    try {
      client = await pool.connect();
    } catch (error) {
      log?.warn({ err: error }, 'catalogue LISTEN connection failed; polling until it is back');
      setTimeout(() => void listenPool(pool), RECONNECT_MS).unref();
      return;
    }
    let lost = false;
    const reconnect = (error: Error) => {
      if (lost) return;
      lost = true;
      client.release(error);
      if (!stopped) {
        log?.warn({ err: error }, 'catalogue LISTEN connection lost; reconnecting');
        setTimeout(() => void listenPool(pool), RECONNECT_MS).unref();
      }
    };
    client.on('error', reconnect);
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) void seen(Number(message.payload));
    });
    try {
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      reconnect(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    unlisten = async () => {
      if (lost) return;
      lost = true;
      await client.query(`UNLISTEN ${CATALOGUE_CHANNEL}`).catch(() => undefined);
      client.release();
    };
    // A notification may have been missed while the connection was down.
    await check().catch(() => undefined);
  }

  return {
    current: () => applied,
    onChange(listener) {
      listeners.push(listener);
    },
    check,
    async start() {
      known = await read();
      applied = known;
      const client: unknown = Reflect.get(db, '$client');
      if (redisUrl) {
        await listenRedis(redisUrl);
      } else if (isPglite(client)) {
        unlisten = await client.listen(CATALOGUE_CHANNEL, (payload) => void seen(Number(payload)));
      } else if (isPool(client)) {
        await listenPool(client);
      }
      timer = setInterval(() => {
        if (polling) return;
        polling = check()
          .catch((error: unknown) => log?.warn({ err: error }, 'catalogue version poll failed'))
          .finally(() => {
            polling = null;
          });
      }, pollMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await polling;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      await announcing;
    },
  };
}
