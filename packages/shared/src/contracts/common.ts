import { z } from 'zod';
import { zIntQuery } from './primitives.ts';

/** The uniform error answer: `message` for people, `errors` (first message per field) for forms. */
export const ZErrorResponse = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ZErrorResponse>;

/** Spec §3 "Paged list": data and last_page; release search adds from, to and total. */
export function zPaged<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  });
}
export type Paged<T> = {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  from: number | null;
  to: number | null;
  total: number;
};

export const ZPageQuery = z.object({
  page: zIntQuery(1, 100_000).default(1),
});

/** A query contract as the web client sends it: numbers allowed where the server reads digits. */
export type ClientQuery<S extends z.ZodType> = { [K in keyof z.input<S>]?: z.input<S>[K] | number };
