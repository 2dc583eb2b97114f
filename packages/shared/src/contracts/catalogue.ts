import { z } from 'zod';
import { ADMIN_LIST_PAGE_SIZE } from '../domain/constants.ts';
import { ENTRY_TYPES, GENRES, SORT_ORDERS, SUB_TYPES } from '../domain/enums.ts';
import { zPaged } from './common.ts';
import { ZId, ZIdParam, zIntQuery, zText, zWebLink } from './primitives.ts';

/**
 * Back office, catalogue half (spec 02 §2–§9): dashboard entry lists, entry editor, release edit
 * card, re-assign, trash, Telegram, my containers, dashboard home. Field error texts are German
 * (the product's default language); the web shows them per field.
 */

export const DASHBOARD_ENTRY_LISTS = [
  'all',
  'deleted',
  'duplicated',
  'noimage',
  'norelease',
  'myapps',
  'notverified',
] as const;
export type DashboardEntryList = (typeof DASHBOARD_ENTRY_LISTS)[number];

export const DASHBOARD_ENTRY_SORTS = [
  'updated',
  'created',
  'title',
  'released',
  'downloads',
  'views',
  'releases',
  'id',
] as const;
export type DashboardEntrySort = (typeof DASHBOARD_ENTRY_SORTS)[number];

const zFlag = z.enum(['1', '0', 'true', 'false', '']).transform((v) => v === '1' || v === 'true');

export const ZDashboardEntryListQuery = z.object({
  list: z.enum(DASHBOARD_ENTRY_LISTS).default('all'),
  search: zText().max(200).optional(),
  exact: zFlag.optional(),
  sortBy: z.enum(DASHBOARD_ENTRY_SORTS).default('updated'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
  type: z.enum(ENTRY_TYPES).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  page: zIntQuery(1, 100_000).default(1),
  per_page: zIntQuery(1, 100).default(ADMIN_LIST_PAGE_SIZE),
});
export type DashboardEntryListQuery = z.infer<typeof ZDashboardEntryListQuery>;

export const ZUserRef = z.object({ id: z.number().int(), username: z.string() });

export const ZDashboardEntryRow = z.object({
  id: z.number().int(),
  uid: z.string(),
  slug: z.string(),
  title: z.string(),
  type: z.string(),
  sub_type: z.string().nullable(),
  cover: z.string(),
  has_image: z.boolean(),
  year: z.number().int().nullable(),
  fsk: z.number().int().nullable(),
  genre: z.array(z.string()),
  active: z.boolean(),
  no_duplicate: z.boolean(),
  releases_count: z.number().int(),
  /** null: the reviews feature is not wired in yet */
  reviews_count: z.number().int().nullable(),
  /** null for callers below moderator (spec 02 §6: DL/views column) */
  downloads: z.number().int().nullable(),
  views: z.number().int().nullable(),
  user: ZUserRef.nullable(),
  released_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type DashboardEntryRow = z.infer<typeof ZDashboardEntryRow>;
/** `total_estimated`: above 10,000 matches `total` is the database's estimate, not a count (decision 020). */
export const ZDashboardEntryPage = zPaged(ZDashboardEntryRow).extend({
  total_estimated: z.boolean().optional(),
});
export type DashboardEntryPage = z.infer<typeof ZDashboardEntryPage>;

export const ENTRY_BULK_ACTIONS = [
  'activate',
  'disable',
  'delete',
  'restore',
  'forceDelete',
  'notDuplicate',
] as const;
export type EntryBulkAction = (typeof ENTRY_BULK_ACTIONS)[number];
export const ZEntryBulkRequest = z.object({
  action: z.enum(ENTRY_BULK_ACTIONS),
  ids: z.array(ZId).min(1, 'Keine Einträge ausgewählt.').max(500),
});
export const ZMessageResponse = z.object({ message: z.string() });
export const ZEntryBulkResponse = z.object({ message: z.string(), count: z.number().int() });

/** `GET /api/entry/allApps` (spec 01 §7, 02 §7): the re-assign panel's entry search. */
export const ZAllAppsQuery = z.object({
  sortBy: z.enum(['updated', 'created', 'title']).default('updated'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
  all: zText().max(10).optional(),
  search: zText().max(200).optional(),
  page: zIntQuery(1, 100_000).default(1),
  per_page: zIntQuery(1, 100).default(ADMIN_LIST_PAGE_SIZE),
});
export const ZAllAppsItem = z.object({
  id: z.number().int(),
  uid: z.string(),
  title: z.string(),
  type: z.string(),
  cover: z.string(),
  genre: z.array(z.string()),
  description: z.string(),
  year: z.number().int().nullable(),
  releases_count: z.number().int(),
});
export type AllAppsItem = z.infer<typeof ZAllAppsItem>;
export const ZAllAppsResponse = z.object({ items: zPaged(ZAllAppsItem) });

// ---- Entry editor --------------------------------------------------------------------------------

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

// ---- Media ---------------------------------------------------------------------------------------

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

// ---- Releases ------------------------------------------------------------------------------------

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

export const ZEditorRelease = z.object({
  id: z.number().int(),
  uid: z.string(),
  version: z.number().int(),
  entry_id: z.number().int().nullable(),
  fulltitle: z.string(),
  title: z.string().nullable(),
  type: z.string(),
  sub_type: z.string().nullable(),
  group: z.string().nullable(),
  size: z.number().nullable(),
  downloads: z.number().int(),
  quality: z.string().nullable(),
  video_stream: z.string().nullable(),
  video_codec: z.string().nullable(),
  audio_stream: z.string().nullable(),
  bitrate: z.string().nullable(),
  lang: z.array(z.string()),
  links: z.record(z.string(), z.array(z.string())),
  crypted_links: z.record(z.string(), z.string()),
  parts: z.number().int().nullable(),
  source: z.string(),
  user_id: z.number().int().nullable(),
  user: ZUserRef.nullable(),
  options: z.object({
    season: z.number().int().nullable(),
    episode: z.number().int().nullable(),
    episode_count_in_season: z.number().int().nullable(),
    check: z.record(z.string(), z.string()),
  }),
  created_at: z.string(),
  updated_at: z.string(),
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

// ---- Lookups -------------------------------------------------------------------------------------

export const ZCountriesResponse = z.object({
  countries: z.array(z.object({ alpha2: z.string(), name: z.string() })),
});
export const ZAssignableUsersResponse = z.object({
  items: z.array(z.object({ id: z.number().int(), username: z.string(), role: z.string() })),
});

// ---- Audit, home, containers ---------------------------------------------------------------------

export const ZAuditRow = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  action: z.string(),
  item_type: z.string(),
  item_id: z.string().nullable(),
  item_label: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  created_at: z.string(),
});
export type AuditRowDto = z.infer<typeof ZAuditRow>;
export const ZAuditItemParams = z.object({ type: z.enum(['entry', 'release']), id: ZIdParam });
export const ZAuditListResponse = z.object({ items: z.array(ZAuditRow) });

export const ZDashboardHome = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      entries: z.number().int(),
      releases: z.number().int(),
      downloads: z.number().int(),
    }),
  ),
  queues: z.object({
    notverified: z.number().int(),
    duplicated: z.number().int(),
    noimage: z.number().int(),
    norelease: z.number().int(),
    deleted: z.number().int(),
    releases_deleted: z.number().int(),
  }),
  recent: z.array(ZAuditRow),
});
export type DashboardHome = z.infer<typeof ZDashboardHome>;

export const ZMyContainer = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  links_count: z.number().int(),
  created_at: z.string(),
});
export const ZMyContainersPage = zPaged(ZMyContainer);
export const ZMyContainersQuery = z.object({ page: zIntQuery(1, 100_000).default(1) });
