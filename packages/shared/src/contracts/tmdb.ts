import { z } from 'zod';
import { zText } from './primitives.ts';

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
