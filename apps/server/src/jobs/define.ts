import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobResources } from './resources.ts';

/** What a handler gets: the database, settings, a logger and the process's shared connections. */
export interface JobContext {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  resources: JobResources;
  /** Aborted when the queue stops: a long handler ends early (its job is failed and retried later). */
  signal: AbortSignal;
  /** Sends follow-up jobs (a link check fanning out, a schedule tick enqueuing checks). */
  enqueue: <T>(kind: JobKind<T>, data: T, options?: EnqueueOptions) => Promise<string | null>;
}

export interface JobMeta {
  id: string;
  /** attempts before this one */
  retryCount: number;
}

/** pg-boss queue policies: `short` keeps at most one job queued per singleton key (more may run). */
export type JobPolicy = 'standard' | 'singleton' | 'stately' | 'short';

/**
 * One kind of background work. Defined in `src/jobs/<kind>.ts` with the handler of the module that
 * owns the data, and listed once in `src/jobs/kinds.ts`. Data is validated with `schema` on both
 * ends (a job written by an older version of the app fails instead of doing something odd).
 */
export interface JobKind<T> {
  /** queue name: `<area>.<verb>`, letters, digits, dots and dashes */
  name: string;
  schema: z.ZodType<T>;
  /** attempts after the first failure; then the job is dead (pg-boss state `failed`) */
  retryLimit: number;
  /** seconds before the first retry; doubles per attempt with `retryBackoff` */
  retryDelay: number;
  retryBackoff: boolean;
  /** a running job that takes longer is failed (and retried) */
  expireInSeconds: number;
  policy?: JobPolicy;
  /** jobs fetched per poll (handler is still called per job) */
  batchSize?: number;
  /** pollers of this kind per process, each working one batch at a time (default 1) */
  concurrency?: number;
  /** cron (minute granularity, UTC) for a job of this kind with `scheduleData` */
  schedule?: string;
  scheduleData?: T;
  /** also send one job with `scheduleData` when a worker starts (the demo's links get a state at once) */
  runAtStart?: boolean;
  handle(data: T, ctx: JobContext, meta: JobMeta): Promise<void>;
}

export interface EnqueueOptions {
  /** a transaction (or the database) to write the job with: the job exists only if it commits */
  tx?: Pick<Database, 'execute'>;
  /** run no earlier than this (a Date or seconds from now) */
  startAfter?: Date | number;
  /** with the `singleton`/`stately` policy: one queued job per key */
  singletonKey?: string;
}

/** Typed identity helper so a kind's `handle` infers its data type from `schema`. */
export function defineJob<T>(kind: JobKind<T>): JobKind<T> {
  return kind;
}

/** A kind of any data type, for lists (handlers are bivariant in their data). */
export type AnyJobKind = JobKind<unknown>;
