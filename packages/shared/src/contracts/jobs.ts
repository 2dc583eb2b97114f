import { z } from 'zod';
import { zPaged } from './common.ts';
import { zIntQuery, zText } from './primitives.ts';

/** Issue 13, the queue view: queued, running, failed (will retry), dead (retries spent), completed. */
export const JOB_VIEW_STATES = ['queued', 'running', 'failed', 'dead', 'completed'] as const;
export const ZJobViewState = z.enum(JOB_VIEW_STATES);
export type JobViewState = z.infer<typeof ZJobViewState>;

export const ZJobCounts = z.object({
  kind: z.string(),
  queued: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  dead: z.number().int(),
  completed: z.number().int(),
});
export type JobCounts = z.infer<typeof ZJobCounts>;
export const ZJobOverview = z.object({
  workers: z.enum(['inline', 'off']),
  kinds: z.array(ZJobCounts),
});
export type JobOverview = z.infer<typeof ZJobOverview>;

const ZKind = zText()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9._-]+$/, 'Ungültige Job-Art.');

export const ZJobListQuery = z.object({
  kind: ZKind.optional(),
  state: ZJobViewState.default('dead'),
  page: zIntQuery(1, 100_000).default(1),
  per_page: zIntQuery(1, 100).default(25),
});
export type JobListQuery = z.infer<typeof ZJobListQuery>;

export const ZJobItem = z.object({
  id: z.string(),
  kind: z.string(),
  state: ZJobViewState,
  data: z.unknown(),
  /** the last error (`{ message }`) or the handler's result */
  output: z.unknown(),
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type JobItem = z.infer<typeof ZJobItem>;
export const ZJobPage = zPaged(ZJobItem);

export const ZJobRetryParams = z.object({
  kind: ZKind,
  id: zText().regex(/^[0-9a-f-]{36}$/i, 'Ungültige Job-ID.'),
});
export const ZJobRetryAnswer = z.object({ message: z.string() });
