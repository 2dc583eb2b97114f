import { z } from 'zod';
import { ADMIN_LIST_PAGE_SIZE } from '../../domain/constants.ts';
import { ENTRY_TYPES, SUB_TYPES } from '../../domain/enums.ts';
import { zPaged } from '../common.ts';
import { ZId, zIntQuery, zText, zWebLink } from '../primitives.ts';
import { ZRelease } from '../releases.ts';
import { ZUserRef } from './entry-lists.ts';

/** The release edit card, re-assign, trash and Telegram (spec 02 §4, §7). Field error texts are German (the product's default language). */

// Links and crypted links: http(s) only, a per-field error otherwise (issue 19).
const zLinkMapInput = z
  .record(zText().min(1).max(100), z.array(zWebLink(2000)).max(500))
  .refine((m) => Object.keys(m).length <= 50, 'Zu viele Hoster.');
const zCryptedMapInput = z
  .record(zText().min(1).max(100), zWebLink(2000))
  .refine((m) => Object.keys(m).length <= 50, 'Zu viele Hoster.');
/** Status images beside crypted links: our own `/api/links/status/…` path or an http(s) image. */
const zCheckMapInput = z
  .record(zText().min(1).max(100), zText().max(2000))
  .refine((m) => Object.keys(m).length <= 50, 'Zu viele Hoster.');

const nullableShort = (max: number) => zText().max(max, `Höchstens ${max} Zeichen.`).nullable().optional();
const nullableCount = z.number().int().min(0).max(100_000).nullable().optional();

export const ZReleaseInput = z.object({
  fulltitle: zText()
    .trim()
    .min(1, 'Der Release-Name ist erforderlich.')
    .max(500, 'Der Release-Name ist zu lang (max. 500).'),
  title: nullableShort(500),
  type: z.enum(ENTRY_TYPES, { error: 'Bitte einen gültigen Typ wählen.' }),
  sub_type: z.enum(SUB_TYPES, { error: 'Bitte einen gültigen Untertyp wählen.' }).nullable().optional(),
  group: nullableShort(100),
  /** bytes, digits only in the form */
  size: z
    .number()
    .int('Die Größe besteht nur aus Ziffern.')
    .min(0, 'Die Größe besteht nur aus Ziffern.')
    .max(Number.MAX_SAFE_INTEGER)
    .nullable()
    .optional(),
  downloads: z.number().int().min(0).max(2_000_000_000).optional(),
  quality: nullableShort(60),
  video_stream: nullableShort(60),
  video_codec: nullableShort(60),
  audio_stream: nullableShort(120),
  bitrate: nullableShort(60),
  lang: z
    .array(zText().regex(/^[a-z]{2}$/i, 'Sprachen sind Ländercodes aus zwei Buchstaben.'))
    .max(50)
    .default([]),
  links: zLinkMapInput.default({}),
  parts: nullableCount,
  /** moderators only */
  user_id: ZId.nullable().optional(),
  options: z
    .object({
      season: nullableCount,
      episode: nullableCount,
      episode_count_in_season: nullableCount,
    })
    .default({}),
});
export const ZReleaseCreateRequest = ZReleaseInput.extend({ entry_id: ZId });
export const ZReleaseUpdateRequest = ZReleaseInput.extend({ id: ZId, version: z.number().int().min(1) });
export const ZReleaseCryptedLinksRequest = z.object({
  id: ZId,
  crypted_links: zCryptedMapInput,
  options: z.object({ check: zCheckMapInput.default({}) }).default({ check: {} }),
});
/** `{ids}` or a release (`{id}`) — spec 02 §7 */
export const ZReleaseIdsRequest = z
  .object({ id: ZId.optional(), ids: z.array(ZId).max(500).optional() })
  .refine((v) => v.id !== undefined || (v.ids?.length ?? 0) > 0, {
    message: 'Kein Release angegeben.',
    path: ['ids'],
  });
export const ZReleaseDeleteQuery = z.object({ force: z.string().max(10).optional() });
export const ZReleaseIdRequest = z.object({ id: ZId });
export const ZReleaseReassignRequest = z.object({ id: ZId, entry_id: ZId });

/**
 * The editor's view of a release: the public release's fields (one definition, `ZRelease`) without
 * the visitor-only ones (release date, folder, 0day flag, mirrors), plus the owner's id and
 * reference, the row version for the stale-edit check and the trash time.
 */
export const ZEditorRelease = ZRelease.pick({
  id: true,
  uid: true,
  entry_id: true,
  fulltitle: true,
  title: true,
  type: true,
  sub_type: true,
  group: true,
  size: true,
  downloads: true,
  quality: true,
  video_stream: true,
  video_codec: true,
  audio_stream: true,
  bitrate: true,
  lang: true,
  links: true,
  crypted_links: true,
  parts: true,
  source: true,
  options: true,
  created_at: true,
  updated_at: true,
}).extend({
  version: z.number().int(),
  user_id: z.number().int().nullable(),
  user: ZUserRef.nullable(),
  deleted_at: z.string().nullable(),
});
export type EditorRelease = z.infer<typeof ZEditorRelease>;
export const ZEditorReleaseResponse = z.object({ message: z.string(), item: ZEditorRelease });
export const ZEntryReleasesResponse = z.object({
  items: z.array(ZEditorRelease),
  message: z.string().nullable(),
});
export const ZTelegramResponse = z.object({
  message: z.string(),
  release: z.object({ fulltitle: z.string() }),
});
export const ZReassignResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  entry_id: z.number().int(),
});

export const ZTrashQuery = z.object({
  search: zText().max(200).optional(),
  page: zIntQuery(1, 100_000).default(1),
  per_page: zIntQuery(1, 100).default(ADMIN_LIST_PAGE_SIZE),
});
export const ZTrashRow = ZEditorRelease.extend({
  entry: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type TrashRow = z.infer<typeof ZTrashRow>;
export const ZTrashPage = zPaged(ZTrashRow);
