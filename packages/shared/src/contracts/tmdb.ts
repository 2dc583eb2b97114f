import { z } from 'zod';
import { GENRES } from '../domain/enums.ts';
import { ZIdParam, zText } from './primitives.ts';

/** `GET /api/tmdb/clean?fulltitle&type` → the clean title of a release name. */
export const ZTitleCleanQuery = z.object({
  fulltitle: zText().trim().min(1).max(300),
  type: zText().trim().max(20).optional(),
});
export const ZTitleCleanResponse = z.object({
  name: z.string(),
  year: z.number().int().nullable(),
  source: z.enum(['tmdb', 'parser']),
});

/**
 * `GET /api/tmdb/lookup?tmdb_id&type` or `?imdb_id`: the entry fields TMDB can fill in the
 * editor's detail tab. Exactly one of the two ids; `type` picks TMDB's movie or TV id space.
 */
export const ZTmdbLookupQuery = z
  .object({
    tmdb_id: ZIdParam.optional(),
    imdb_id: zText()
      .trim()
      .regex(/^tt\d{7,10}$/, 'Die IMDb-ID hat die Form tt1234567.')
      .optional(),
    type: z.enum(['movie', 'tv'], { error: 'Der Typ ist movie oder tv.' }).default('movie'),
  })
  .refine((q) => (q.tmdb_id === undefined) !== (q.imdb_id === undefined), {
    message: 'Bitte genau eine TMDB-ID oder IMDb-ID angeben.',
    path: ['tmdb_id'],
  });
export type TmdbLookupQuery = z.infer<typeof ZTmdbLookupQuery>;

export const ZTmdbLookupResponse = z.object({
  kind: z.enum(['movie', 'tv']),
  title: z.string(),
  original_title: z.string().nullable(),
  description: z.string(),
  /** YYYY-MM-DD or null. */
  released_at: z.string().nullable(),
  /** Runtime in minutes. */
  time: z.number().int().nullable(),
  genre: z.array(z.enum(GENRES)),
  lang: z.array(z.string()),
  rating: z.number().nullable(),
  fsk: z.number().int().nullable(),
  imdb_id: z.string().nullable(),
  tmdb_id: z.string(),
  cover: z.string().nullable(),
  backdrop: z.string().nullable(),
  actors: z.array(z.object({ name: z.string(), image: z.string().nullable() })),
  trailer: z.string().nullable(),
});
export type TmdbLookupResponse = z.infer<typeof ZTmdbLookupResponse>;
