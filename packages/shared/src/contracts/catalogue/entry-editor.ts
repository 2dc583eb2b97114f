import { z } from 'zod';
import { ENTRY_TYPES, GENRES, SUB_TYPES } from '../../domain/enums.ts';
import { ZId, ZIdParam, zText } from '../primitives.ts';
import { ZUserRef } from './entry-lists.ts';

/** The entry editor: every editable field of an entry and what the editor reads back (spec 02 §3, §5). Field error texts are German (the product's default language). */

export const FSK_VALUES = [0, 6, 12, 16, 18] as const;
const url = (field: string) =>
  zText()
    .max(2000)
    .refine((v) => /^(https?:\/\/|\/)/.test(v), `${field} muss eine URL sein.`);
const optionalText = (max: number, message: string) => zText().max(max, message).nullable().optional();

export const ZActorInput = z.object({
  name: zText().trim().min(1, 'Der Name fehlt.').max(120, 'Der Name ist zu lang.'),
  image: url('Das Bild').nullable().optional(),
});

export const ZEntryOptionsInput = z.object({
  imdb_id: zText()
    .regex(/^(tt\d{5,10})?$/, 'Die IMDb-ID hat die Form tt1234567.')
    .nullable()
    .optional(),
  tmdb_id: zText()
    .regex(/^\d{0,10}$/, 'Die TMDB-ID besteht nur aus Ziffern.')
    .nullable()
    .optional(),
  igdb_id: zText().max(40).nullable().optional(),
  source: zText().max(200).nullable().optional(),
  posters: z
    .array(z.object({ link: url('Das Poster') }))
    .max(50)
    .optional(),
  backdrops: z
    .array(z.object({ link: url('Das Hintergrundbild') }))
    .max(50)
    .optional(),
  images: z
    .array(z.object({ image: url('Der Screenshot') }))
    .max(100)
    .optional(),
  disable_actors: z.boolean().optional(),
});

/** Every editable field of an Entry (spec 02 §3); field errors per spec 02 §5. */
export const ZEntryInput = z.object({
  title: zText().trim().min(1, 'Der Titel ist erforderlich.').max(255, 'Der Titel ist zu lang (max. 255).'),
  original_title: optionalText(255, 'Der Originaltitel ist zu lang (max. 255).'),
  subtitle: optionalText(255, 'Der Untertitel ist zu lang (max. 255).'),
  fulltitle: optionalText(500, 'Der volle Titel ist zu lang (max. 500).'),
  description: zText().max(20_000, 'Die Beschreibung ist zu lang (max. 20000).').default(''),
  active: z.boolean({ error: 'Aktiv ist ja oder nein.' }).default(true),
  no_duplicate: z.boolean({ error: 'Kein Duplikat ist ja oder nein.' }).default(false),
  type: z.enum(ENTRY_TYPES, { error: 'Bitte einen gültigen Typ wählen.' }),
  sub_type: z.enum(SUB_TYPES, { error: 'Bitte einen gültigen Untertyp wählen.' }).nullable().optional(),
  lang: z
    .array(zText().regex(/^[a-z]{2}$/i, 'Sprachen sind Ländercodes aus zwei Buchstaben.'))
    .max(50)
    .default([]),
  fsk: z
    .number({ error: 'FSK ist 0, 6, 12, 16 oder 18.' })
    .int()
    .refine((v) => (FSK_VALUES as readonly number[]).includes(v), 'FSK ist 0, 6, 12, 16 oder 18.')
    .nullable()
    .optional(),
  rating: z
    .number({ error: 'Die Bewertung ist eine Zahl von 0 bis 10.' })
    .min(0, 'Die Bewertung ist eine Zahl von 0 bis 10.')
    .max(10, 'Die Bewertung ist eine Zahl von 0 bis 10.')
    .nullable()
    .optional(),
  time: z
    .number({ error: 'Die Laufzeit ist eine Zahl in Minuten.' })
    .int('Die Laufzeit ist eine Zahl in Minuten.')
    .min(0, 'Die Laufzeit ist eine Zahl in Minuten.')
    .max(100_000, 'Die Laufzeit ist zu lang.')
    .nullable()
    .optional(),
  genre: z
    .array(z.enum(GENRES, { error: 'Unbekanntes Genre.' }))
    .max(22)
    .default([]),
  tags: z
    .array(zText().trim().min(1).max(60, 'Ein Tag ist zu lang (max. 60).'))
    .max(100, 'Höchstens 100 Tags.')
    .refine(
      (tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length,
      'Tags müssen eindeutig sein.',
    )
    .default([]),
  cover: url('Das Cover').nullable().optional(),
  trailer: url('Der Trailer').nullable().optional(),
  released_at: zText()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Das Datum hat die Form TT.MM.JJJJ.')
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      'Kein gültiges Datum.',
    )
    .nullable()
    .optional(),
  verified_at: z.iso
    .datetime({ offset: true, error: 'Das Datum hat die Form TT.MM.JJJJ HH:mm.' })
    .nullable()
    .optional(),
  /** moderators only (spec 02 §5) */
  user_id: ZId.nullable().optional(),
  options: ZEntryOptionsInput.default({}),
  actors: z.array(ZActorInput).max(200, 'Höchstens 200 Darsteller.').optional(),
});
export type EntryInput = z.input<typeof ZEntryInput>;
export type EntryInputParsed = z.output<typeof ZEntryInput>;

export const ZEntryUpdateRequest = ZEntryInput.extend({
  id: ZId,
  /** the version the editor loaded; an older one than stored is a stale edit (409) */
  version: z.number().int().min(1),
});

export const ZEditorActor = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
});

export const ZEditorEntry = z.object({
  id: z.number().int(),
  uid: z.string(),
  slug: z.string(),
  version: z.number().int(),
  title: z.string(),
  original_title: z.string().nullable(),
  subtitle: z.string().nullable(),
  fulltitle: z.string().nullable(),
  description: z.string(),
  active: z.boolean(),
  no_duplicate: z.boolean(),
  type: z.string(),
  sub_type: z.string().nullable(),
  lang: z.array(z.string()),
  fsk: z.number().int().nullable(),
  rating: z.number().nullable(),
  views: z.number().int(),
  downloads: z.number().int(),
  time: z.number().int().nullable(),
  genre: z.array(z.string()),
  tags: z.array(z.string()),
  cover: z.string().nullable(),
  cover_url: z.string(),
  trailer: z.string().nullable(),
  released_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user: ZUserRef.nullable(),
  releases_count: z.number().int(),
  options: z.object({
    imdb_id: z.string().nullable(),
    tmdb_id: z.string().nullable(),
    igdb_id: z.string().nullable(),
    source: z.string().nullable(),
    posters: z.array(z.object({ link: z.string() })),
    backdrops: z.array(z.object({ link: z.string() })),
    images: z.array(z.object({ image: z.string() })),
    disable_actors: z.boolean(),
  }),
  actors: z.array(ZEditorActor),
});
export type EditorEntry = z.infer<typeof ZEditorEntry>;
export const ZEditorEntryResponse = z.object({ message: z.string(), item: ZEditorEntry });
export const ZIdParams = z.object({ id: ZIdParam });
