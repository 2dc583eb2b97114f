import { z } from 'zod';
import { ZIdParam } from '../primitives.ts';

/** Media uploads of the entry editor: posters, backdrops, screenshots (spec 02 §3). Field error texts are German (the product's default language). */

export const MEDIA_KINDS = ['poster', 'backdrop', 'screenshot'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const ZMediaUploadQuery = z.object({
  kind: z.enum(MEDIA_KINDS).default('poster'),
  entry_id: ZIdParam.optional(),
});
export const ZMediaUploadResponse = z.object({
  message: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export const MEDIA_FILE_PATTERN = /^\d{1,10}-[a-f0-9]{16}\.webp$/;
