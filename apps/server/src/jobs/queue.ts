import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AnyJobKind, EnqueueOptions, JobContext, JobKind } from './define.ts';
import { JOB_KINDS } from './kinds.ts';
import { pgBossDbOf, pgBossDbOfExecutor } from './pg-boss-db.ts';
import { createJobResources, type JobResources } from './resources.ts';

/** The queue view's states: pg-boss `created` → queued, `active` → running, `retry` → failed (will retry), `failed` → dead. */
export type JobViewState = 'queued' | 'running' | 'failed' | 'dead' | 'completed';
export const PG_BOSS_STATE: Record<JobViewState, string> = {
  queued: 'created',
  running: 'active',
  failed: 'retry',
  dead: 'failed',
  completed: 'completed',
};

export interface JobQueueOptions {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** run handlers in this process (`inline`) or only write jobs (`off`: a `npm run worker` runs them) */
  workers: 'inline' | 'off';
  /** the kinds this queue knows; all of `kinds.ts` unless a test brings its own */
  kinds?: AnyJobKind[];
  /** seconds between polls of an idle worker (pg-boss minimum 0.5) */
  pollSeconds?: number;
}

export interface JobCounts {
  kind: string;
  queued: number;
  running: number;
  failed: number;
  dead: number;
  completed: number;
}

export interface JobRow {
  id: string;
  kind: string;
  state: JobViewState;
  data: unknown;
  output: unknown;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

export interface JobQueue {
  readonly workers: 'inline' | 'off';
  readonly resources: JobResources;
  /**
   * Starts pg-boss and creates or updates the queues; what `enqueue` and the views need. Every call
   * below that reaches pg-boss waits for it. Later calls return the same promise.
   */
  prepare(): Promise<void>;
  /**
   * `prepare`, then, with inline workers, the workers, schedules and start-up jobs. The app listens
   * before this is done (decision 048). Later calls return the same promise.
   */
  start(): Promise<void>;
  /** Writes a job; with `options.tx` inside that transaction. Wakes this process's worker. */
  enqueue<T>(kind: JobKind<T>, data: T, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Waits until no job of these kinds (default all) is queued, due for retry or running; with
   * `retries`, also until no job waits for a later retry. Tests and the bench use it.
   */
  settle(kinds?: string[], options?: { timeoutMs?: number; retries?: boolean }): Promise<void>;
  counts(): Promise<JobCounts[]>;
  list(
    kind: string | null,
    state: JobViewState,
    limit: number,
    offset: number,
  ): Promise<{ rows: JobRow[]; total: number }>;
  retry(kind: string, id: string): Promise<boolean>;
  kinds(): string[];
  /** started and not stopped (`/readyz`) */
  running(): boolean;
  stop(): Promise<void>;
}

const toDate = (value: unknown): Date | null => (value ? new Date(value as string) : null);

/**
 * A completed job's output: none. pg-boss's code takes (name, id, data, options) while its types offer
 * (name, id, options), which would store the options as the output; null is what "no data" becomes.
 */
const NO_OUTPUT = null as unknown as object;

/** pg-boss's completion statement (plans.js completeJobs). */
const REDUNDANT_COMPLETION = /SET completed_on = now\(\),\s+state = 'completed'/;

/**
 * Processes starting at once on a new database (decision 042) create pg-boss's queues side by side;
 * each queue's table gets foreign keys to `pgboss.queue`, and two such creations can deadlock.
 * PostgreSQL rolls the loser back, and creating a queue is idempotent, so it simply goes again.
 */
async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, config, log } = options;
  const kinds = options.kinds ?? JOB_KINDS;
  const byName = new Map(kinds.map((kind) => [kind.name, kind]));
  const inline = options.workers === 'inline';
  // pg-boss completes each batch once more after our handler returns, without awaiting it
  // (manager.js, onFetch). Our handler completes or fails every job itself with awaited calls on the
  // pool adapter, so a completion sent through pg-boss's own adapter is that redundant one: when it
  // fails (the database restarting, or closed after stop) it answers "no rows changed" instead of
  // becoming an unhandled rejection in the process.
  const poolDb = pgBossDbOf(db);
  const bossDb: PgBoss.Db = {
    executeSql: (text, values) => {
      const answer = poolDb.executeSql(text, values);
      return REDUNDANT_COMPLETION.test(text) ? answer.catch(() => ({ rows: [{ count: 0 }] })) : answer;
    },
  };
  const boss = new PgBoss({
    db: bossDb,
    schema: 'pgboss',
    // Maintenance (expiring stuck jobs, archiving) and cron run where the workers run.
    supervise: inline,
    schedule: inline,
    migrate: true,
    maintenanceIntervalSeconds: 60,
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  const resources = createJobResources(config, log, db);
  const workerIds = new Map<string, string>();
  let started = false;
  let preparing: Promise<void> | null = null;
  let starting: Promise<void> | null = null;
  /** Waits for a `prepare` under way; one that failed fails the call too (the process is stopping). */
  const afterStart = async () => {
    if (preparing) await preparing;
  };

  async function send<T>(kind: JobKind<T>, data: T, opts: EnqueueOptions = {}) {
    const valid = kind.schema.parse(data);
    const sendOptions: PgBoss.SendOptions = {};
    if (opts.tx) sendOptions.db = pgBossDbOfExecutor(opts.tx);
    if (opts.singletonKey) sendOptions.singletonKey = opts.singletonKey;
    if (opts.startAfter !== undefined) sendOptions.startAfter = opts.startAfter;
    const id = await boss.send(kind.name, valid as object, sendOptions);
    // Outside a transaction the job is visible now; inside one, the next poll finds it.
    const worker = workerIds.get(kind.name);
    if (worker && !opts.tx) boss.notifyWorker(worker);
    return id;
  }

  async function enqueue<T>(kind: JobKind<T>, data: T, opts: EnqueueOptions = {}) {
    await afterStart();
    return send(kind, data, opts);
  }

  const stopping = new AbortController();
  const context: JobContext = { db, config, log, resources, enqueue, signal: stopping.signal };

  async function runOne(kind: AnyJobKind, job: PgBoss.JobWithMetadata<unknown>) {
    const data = kind.schema.parse(job.data);
    await kind.handle(data, context, { id: job.id, retryCount: job.retryCount });
  }

  async function prepareQueues() {
    await boss.start();
    // One read of the queues. The missing ones (a new database) are created one after another:
    // creating a queue adds a partition with a foreign key, and processes starting together deadlock
    // on those (decision 042), the more so when one process creates several at once. The existing
    // ones (every restart) only have their settings follow the code: one UPDATE each, side by side.
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    const queueOf = (kind: AnyJobKind): PgBoss.Queue => ({
      name: kind.name,
      policy: kind.policy ?? 'standard',
      retryLimit: kind.retryLimit,
      retryDelay: kind.retryDelay,
      retryBackoff: kind.retryBackoff,
      expireInSeconds: kind.expireInSeconds,
    });
    for (const kind of kinds.filter((one) => !existing.has(one.name)))
      await retryOnDeadlock(() => boss.createQueue(kind.name, queueOf(kind)));
    await Promise.all(
      kinds
        .filter((one) => existing.has(one.name))
        .map((kind) => retryOnDeadlock(() => boss.updateQueue(kind.name, queueOf(kind)))),
    );
    started = true;
  }

  async function startWorkers() {
    await api.prepare();
    if (!inline) return;
    for (const kind of kinds) {
      for (let poller = 0; poller < (kind.concurrency ?? 1); poller++) {
        const id = await boss.work<unknown>(
          kind.name,
          {
            includeMetadata: true,
            batchSize: kind.batchSize ?? 1,
            pollingIntervalSeconds: options.pollSeconds ?? config.JOBS_POLL_SECONDS,
          },
          async (jobs) => {
            // pg-boss fails the whole batch when the handler throws: one job per call keeps
            // each job's outcome its own, so jobs of a batch run one after the other.
            for (const job of jobs) {
              try {
                await runOne(kind, job);
                await boss.complete(kind.name, job.id, NO_OUTPUT, { db: poolDb });
              } catch (err) {
                log.warn({ err, job: job.id, kind: kind.name, attempt: job.retryCount + 1 }, 'job failed');
                // While stopping, the database may be gone: the job stays active and expires into a retry.
                await boss
                  .fail(
                    kind.name,
                    job.id,
                    { message: err instanceof Error ? err.message : String(err) },
                    { db: poolDb },
                  )
                  .catch((failErr: unknown) => log.warn({ err: failErr, job: job.id }, 'could not fail job'));
              }
            }
          },
        );
        // The first poller is the one `enqueue` wakes; the others poll.
        if (!workerIds.has(kind.name)) workerIds.set(kind.name, id);
      }
      if (kind.schedule) await boss.schedule(kind.name, kind.schedule, (kind.scheduleData ?? {}) as object);
      if (kind.runAtStart) await send(kind, kind.scheduleData ?? {});
    }
  }

  const api: JobQueue = {
    workers: options.workers,
    resources,
    prepare() {
      preparing ??= prepareQueues();
      return preparing;
    },
    start() {
      starting ??= startWorkers();
      return starting;
    },
    enqueue,
    async settle(names = kinds.map((kind) => kind.name), { timeoutMs = 15_000, retries = false } = {}) {
      await afterStart();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await pgBossDbOf(db).executeSql(
          `SELECT count(*)::int AS n FROM pgboss.job
            WHERE name = ANY($1::text[])
              AND (state = 'active' OR (state IN ('created', 'retry') AND (start_after <= now() OR $2::bool)))`,
          [names, retries],
        );
        if ((rows[0] as { n: number }).n === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs of ${names.join(', ')} still pending`);
        for (const name of names) {
          const worker = workerIds.get(name);
          if (worker) boss.notifyWorker(worker);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async counts() {
      await afterStart();
      const { rows } = await pgBossDbOf(db).executeSql(
        `SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job
          WHERE name = ANY($1::text[]) GROUP BY name, state`,
        [[...byName.keys()]],
      );
      const result = new Map<string, JobCounts>(
        [...byName.keys()].map((kind) => [
          kind,
          { kind, queued: 0, running: 0, failed: 0, dead: 0, completed: 0 },
        ]),
      );
      for (const row of rows as { name: string; state: string; n: number }[]) {
        const counts = result.get(row.name);
        const view = (Object.keys(PG_BOSS_STATE) as JobViewState[]).find(
          (s) => PG_BOSS_STATE[s] === row.state,
        );
        if (counts && view) counts[view] += row.n;
      }
      return [...result.values()];
    },
    async list(kind, state, limit, offset) {
      await afterStart();
      const names = kind ? [kind] : [...byName.keys()];
      const params = [names, PG_BOSS_STATE[state]];
      const adapter = pgBossDbOf(db);
      const { rows } = await adapter.executeSql(
        `SELECT id, name, state::text AS state, data, output, retry_count, retry_limit, created_on, started_on, completed_on
           FROM pgboss.job WHERE name = ANY($1::text[]) AND state = $2::pgboss.job_state
          ORDER BY created_on DESC, id LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`,
        params,
      );
      const total = await adapter.executeSql(
        'SELECT count(*)::int AS n FROM pgboss.job WHERE name = ANY($1::text[]) AND state = $2::pgboss.job_state',
        params,
      );
      return {
        total: (total.rows[0] as { n: number }).n,
        rows: (rows as Record<string, unknown>[]).map((row) => ({
          id: String(row.id),
          kind: String(row.name),
          state,
          data: row.data,
          output: row.output,
          retryCount: Number(row.retry_count),
          retryLimit: Number(row.retry_limit),
          createdOn: toDate(row.created_on) ?? new Date(0),
          startedOn: toDate(row.started_on),
          completedOn: toDate(row.completed_on),
        })),
      };
    },
    async retry(kind, id) {
      if (!byName.has(kind)) return false;
      await afterStart();
      const job = await boss.getJobById(kind, id);
      if (!job || (job.state !== 'failed' && job.state !== 'retry')) return false;
      // pg-boss retries only `failed` jobs; a job waiting for its next attempt is moved up instead.
      await pgBossDbOf(db).executeSql(
        `UPDATE pgboss.job SET state = 'retry', start_after = now(), retry_limit = GREATEST(retry_limit, retry_count + 1)
          WHERE name = $1 AND id = $2::uuid AND state IN ('failed', 'retry')`,
        [kind, id],
      );
      const worker = workerIds.get(kind);
      if (worker) boss.notifyWorker(worker);
      return true;
    },
    kinds: () => [...byName.keys()],
    running: () => started,
    async stop() {
      stopping.abort();
      // A start under way finishes first: pg-boss cannot stop half-started.
      await (starting ?? preparing)?.catch(() => undefined);
      if (started) await boss.stop({ graceful: true, wait: true, close: false, timeout: 2_000 });
      started = false;
      await resources.close();
    },
  };
  return api;
}
