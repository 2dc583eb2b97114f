import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { entryIdOf } from '../../../lib/answer-tags.ts';
import type { CatalogueChange } from '../../../lib/catalogue-version.ts';
import type { EntryWords } from '../newest-of-matches.ts';
import { type Built, builtOf, type Row, readIndex, readRows } from './index-build.ts';
import { type RankedPage, type RankedPageRequest, rankedPageOf, rankedPageOfLayers } from './ranked-page.ts';

/**
 * The visible entries' search vectors and folded titles in memory, so the common search — a text,
 * relevance order, at most a type filter — is matched and ranked in process instead of by
 * PostgreSQL (decision 003, "The match in process"). It orders exactly like rankedEntryIds: exact
 * title, title prefix, ts_rank, trigram similarity, newest, id. The database stays the truth: the
 * index answers only while it reflects the catalogue version this process knows (or later);
 * otherwise the caller asks SQL.
 *
 * It follows writes in place (decision 050): a change names its entries (`e:<id>` tags), which are
 * read again by id and laid over the full build — the build's copies skipped, the new ones in a
 * small index of their own — so a write costs one read of a few rows, not a rebuild. The full build
 * stays for start-up, for changes that cannot be named (a bulk write, a gap in the change log) and
 * to fold the overlay back in once it grows; those start as soon as the pace allows (rebuildAllowedAt).
 */

export type { RankedPage, RankedPageRequest };

export interface RebuildPace {
  /**
   * Least time from the end of one build to the start of the next; Infinity: build only when
   * `refresh` is called (tests).
   */
  minRebuildMs: number;
  /**
   * Most of one core's time rebuilding may take while the catalogue keeps changing: after a build of
   * d ms the next waits d × (1 / share − 1).
   */
  buildShare: number;
}

export interface EntryTextIndexOptions extends RebuildPace {
  /** With `onChange`, the index follows named changes in place; without, every move means a rebuild. */
  version: { current(): number; onChange?(listener: (change: CatalogueChange) => void): void };
  log?: FastifyBaseLogger;
  now?: () => number;
}

/**
 * When the next build may start. The wait scales with what a build costs here: a small or fast
 * catalogue is current again a second after a write, a large one on a slow machine spends at most
 * `buildShare` of a core on rebuilds however often it is written to (a fixed 30 s left searches in
 * SQL for half a minute after every write).
 */
export function rebuildAllowedAt(lastEnd: number, lastDurationMs: number, pace: RebuildPace): number {
  const share = Math.min(1, Math.max(0.01, pace.buildShare));
  return lastEnd + Math.max(pace.minRebuildMs, lastDurationMs * (1 / share - 1));
}

/** Entries changed since the full build beyond which it is built again (the overlay is rebuilt per write). */
const FOLD_IN_AT = 2_000;

/** The ids a change names (`e:<id>`); null when it names none it could (everything changed). */
function entryIdsOf(change: CatalogueChange): number[] | null {
  if (!change.tags) return null;
  const ids: number[] = [];
  for (const tag of change.tags) {
    const id = entryIdOf(tag);
    if (id >= 0) ids.push(id);
  }
  return ids;
}

/** The slot of entry `id` in a build (ids ascend: they are read in id order), or -1. */
function slotOf(index: Built, id: number): number {
  let low = 0;
  let high = index.ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = index.ids[middle] as number;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** What slot e of a build holds: its lexemes and folded titles. */
function wordsOfSlot(index: Built, e: number): EntryWords {
  const lexemes: string[] = [];
  for (let s = index.lexemeStart[e] as number; s < (index.lexemeStart[e + 1] as number); s++)
    lexemes.push(index.lexemes[index.lexemeIds[s] as number] as string);
  const titles = [index.titles[e] as string];
  const original = index.originals[e];
  if (original) titles.push(original);
  return { lexemes, titles };
}

export function createEntryTextIndex(db: Database, options: EntryTextIndexOptions) {
  const now = options.now ?? Date.now;
  const follows = typeof options.version.onChange === 'function';
  let built: Built | null = null;
  let building: Promise<void> | null = null;
  // Before the first build: no wait.
  let nextAllowed = Number.NEGATIVE_INFINITY;
  /** The version everything below reflects (the build's, then each applied change's). */
  let version = -1;
  /** Slots of the build whose entries changed since: their current rows are in `changed`. */
  let skip: Uint8Array | null = null;
  const changed = new Map<number, Row | null>();
  let layer: Built | null = null;
  /** Named changes not yet applied, and every change since the build began (re-applied after it). */
  const pending = new Set<number>();
  let pendingVersion = -1;
  let since: { version: number; ids: number[] | null }[] = [];
  /** A change that could not be named came after the build: only a new build answers again. */
  let unnamedAfter = Number.POSITIVE_INFINITY;
  let patching: Promise<void> | null = null;

  function refresh(): Promise<void> {
    if (!building) {
      const started = now();
      building = readIndex(db)
        .then((index) => {
          built = index;
          version = index.version;
          skip = null;
          changed.clear();
          layer = null;
          // What came after the snapshot is applied on top of it.
          since = since.filter((change) => change.version > index.version);
          unnamedAfter = Number.POSITIVE_INFINITY;
          for (const change of since) queue(change.version, change.ids);
        })
        .finally(() => {
          const ended = now();
          nextAllowed = rebuildAllowedAt(ended, ended - started, options);
          building = null;
        });
    }
    return building;
  }

  function queue(changeVersion: number, ids: number[] | null): void {
    if (!ids) {
      unnamedAfter = Math.min(unnamedAfter, changeVersion);
      return;
    }
    for (const id of ids) pending.add(id);
    pendingVersion = Math.max(pendingVersion, changeVersion);
    if (!patching) patching = patch().finally(() => (patching = null));
  }

  /** Reads the pending entries again and lays them over the build, until none is left. */
  async function patch(): Promise<void> {
    while (built && (pending.size > 0 || pendingVersion > version)) {
      const base: Built = built;
      const ids = [...pending];
      const upTo = pendingVersion;
      pending.clear();
      try {
        const { rows } = await readRows(db, ids);
        if (built !== base) continue;
        const found = new Map(rows.map((row) => [Number(row.id), row]));
        for (const id of ids) {
          changed.set(id, found.get(id) ?? null);
          const slot = slotOf(base, id);
          if (slot >= 0) {
            skip ??= new Uint8Array(base.ids.length);
            skip[slot] = 1;
          }
        }
        const visible = [...changed.values()].filter((row): row is Row => row !== null);
        layer = visible.length > 0 ? await builtOf(visible, upTo) : null;
        if (built === base) version = Math.max(version, upTo);
      } catch (error) {
        options.log?.warn({ err: error }, 'search index update failed; rebuilding');
        unnamedAfter = Math.min(unnamedAfter, upTo);
        return;
      }
    }
  }

  options.version.onChange?.((change) => {
    const ids = entryIdsOf(change);
    since.push({ version: change.version, ids });
    if (since.length > FOLD_IN_AT) since = since.slice(-FOLD_IN_AT);
    if (built && change.version > built.version) queue(change.version, ids);
  });

  function fresh(): boolean {
    const current = options.version.current();
    if (built && version >= current && unnamedAfter > current) {
      // A long overlay is folded into a new build in the background; the overlay answers meanwhile.
      if (changed.size > FOLD_IN_AT && !building && now() >= nextAllowed) void startRefresh();
      return true;
    }
    // Following changes: one in flight answers from SQL for a moment, no rebuild.
    const waitsForPatch = follows && built && unnamedAfter > current;
    if (!waitsForPatch && !building && now() >= nextAllowed) void startRefresh();
    return false;
  }

  const startRefresh = () =>
    refresh().catch((error: unknown) => options.log?.warn({ err: error }, 'search index build failed'));

  return {
    /** The page, or null when the index cannot answer it now (stale, too broad, an odd query). */
    rankedPage(request: RankedPageRequest): RankedPage | null {
      if (!fresh() || !built) return null;
      if (!skip && !layer) return rankedPageOf(built, request);
      const layers = [{ index: built, skip }];
      if (layer) layers.push({ index: layer, skip: null });
      return rankedPageOfLayers(layers, request);
    },
    /**
     * Waits, at most `ms`, for the named changes heard so far to be laid over the index. A write
     * moves the version before its entries are read again (a few ms); a search in that gap would
     * otherwise go to SQL, which costs the machine far more than the wait (issue 35).
     */
    async caughtUp(ms: number): Promise<void> {
      const inFlight = patching;
      if (!inFlight || !built || unnamedAfter <= options.version.current()) return;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      });
      await Promise.race([inFlight, waited]).finally(() => clearTimeout(timer));
    },
    /**
     * What entry `id` holds as the index has it now: the catalogue before a change still being heard
     * (the answer cache asks while it drops what the change touched, newest-of-matches.ts). null
     * when the index cannot tell: not built, a change not yet laid over it, an entry it does not hold.
     */
    wordsOf(id: number): EntryWords | null {
      if (!built || patching || pending.size > 0 || unnamedAfter !== Number.POSITIVE_INFINITY) return null;
      if (changed.has(id)) {
        // The overlay holds the changed entries in the order they changed, not by id.
        const slot = layer ? layer.ids.indexOf(id) : -1;
        return layer && slot >= 0 ? wordsOfSlot(layer, slot) : null;
      }
      const slot = slotOf(built, id);
      return slot >= 0 ? wordsOfSlot(built, slot) : null;
    },
    /** Whether a search now comes from the index, not SQL (asking starts a due rebuild, as a search does). */
    answering: (): boolean => fresh() && built !== null,
    /** Reads the catalogue now (tests, and the first build). */
    refresh,
    /** Waits until the named changes heard so far are applied (tests). */
    settled: async (): Promise<void> => {
      while (patching) await patching;
    },
    /** The version the index reflects; -1 before the first build. */
    builtVersion: (): number => (built ? version : -1),
  };
}
export type EntryTextIndex = ReturnType<typeof createEntryTextIndex>;
