import { z } from 'zod';
import { ENTRY_TYPES } from '../domain/enums.ts';
import { type ClientQuery, zPaged } from './common.ts';
import { ZId, zIntQuery, zText } from './primitives.ts';

/** Moderation states of a release (decision 016); visitors see only `approved`. */
export const MODERATION_STATES = ['pending', 'approved', 'rejected', 'postponed', 'hidden'] as const;
export const ZModerationState = z.enum(MODERATION_STATES);
export type ModerationState = z.infer<typeof ZModerationState>;

export const UPLOAD_DECISIONS = ['approve', 'reject', 'postpone'] as const;
export const ZUploadDecision = z.enum(UPLOAD_DECISIONS);
export type UploadDecision = z.infer<typeof ZUploadDecision>;

const zUrl = zText()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Error in parsing Link');

/**
 * A user's upload: the release name (the parser fills type, quality, languages, season/episode),
 * links (one URL each) or a container URL, and the entry — an existing one, or a new one proposed
 * from the name (`/api/tmdb/clean` gives its title).
 */
export const ZUploadCreate = z
  .object({
    fulltitle: zText()
      .trim()
      .min(5, 'Der Release-Name braucht mindestens 5 Zeichen.')
      .max(300, 'Der Release-Name darf höchstens 300 Zeichen lang sein.')
      .regex(/^[^\s]+$/, 'Der Release-Name enthält keine Leerzeichen.'),
    links: z.array(zUrl).max(100, 'Höchstens 100 Links.').optional(),
    container: zUrl.optional(),
    entry_id: ZId.optional(),
    new_entry: z
      .object({
        title: zText()
          .trim()
          .min(1, 'Bitte gib einen Titel an.')
          .max(200, 'Der Titel darf höchstens 200 Zeichen lang sein.'),
        type: z.enum(ENTRY_TYPES),
      })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.links?.length ?? 0) === 0 && !value.container)
      ctx.addIssue({ code: 'custom', path: ['links'], message: 'Bitte gib Links oder einen Container an.' });
    if ((value.entry_id === undefined) === (value.new_entry === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['entry_id'],
        message: 'Bitte wähle einen Eintrag oder schlage einen neuen vor.',
      });
  });
export type UploadCreate = z.infer<typeof ZUploadCreate>;

export const ZUploadDecide = z.object({
  id: ZId,
  decision: ZUploadDecision,
  reason: zText().trim().max(1000, 'Die Begründung darf höchstens 1000 Zeichen lang sein.').optional(),
  /** the state the moderator saw; a different current state is a 409 (decided meanwhile) */
  expected_state: ZModerationState,
});
export type UploadDecide = z.infer<typeof ZUploadDecide>;

export const ZUploadsQuery = z.object({
  page: zIntQuery(1, 100_000).optional(),
  per_page: zIntQuery(1, 100).optional(),
  state: ZModerationState.optional(),
});
export type UploadsQuery = ClientQuery<typeof ZUploadsQuery>;

export const ZUpload = z.object({
  id: z.number().int(),
  uid: z.string(),
  fulltitle: z.string(),
  type: z.string(),
  quality: z.string().nullable(),
  lang: z.array(z.string()),
  season: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  hosts: z.array(z.string()),
  state: ZModerationState,
  reason: z.string().nullable(),
  moderated_by: z.string().nullable(),
  moderated_at: z.string().nullable(),
  user: z.string().nullable(),
  entry: z
    .object({
      id: z.number().int(),
      uid: z.string(),
      slug: z.string(),
      title: z.string(),
      proposed: z.boolean(),
    })
    .nullable(),
  created_at: z.string(),
});
export type Upload = z.infer<typeof ZUpload>;

export const ZUploadAnswer = z.object({ message: z.string(), item: ZUpload });
export const ZUploadsAnswer = z.object({ items: zPaged(ZUpload) });
export type UploadsAnswer = z.infer<typeof ZUploadsAnswer>;
