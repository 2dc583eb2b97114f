import { z } from 'zod';
import { ADMIN_LIST_PAGE_SIZE } from '../../domain/constants.ts';
import { ENTRY_TYPES, SORT_ORDERS } from '../../domain/enums.ts';
import { zPaged } from '../common.ts';
import { ZId, zIntQuery, zText } from '../primitives.ts';

/** Dashboard entry lists, bulk actions and the re-assign search (spec 02 §2, §7). Field error texts are German (the product's default language). */
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
