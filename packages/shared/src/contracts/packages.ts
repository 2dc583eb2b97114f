import { z } from 'zod';
import { zPaged } from './common.ts';
import { ZId, zIntQuery, zIsoDateTime, zText } from './primitives.ts';

export const PACKAGE_TYPES = ['game', 'app', 'update', 'dlc', 'theme'] as const;

/** Spec 02 §3 Package; `assigned` is the bound user. */
export const ZPackage = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  name: z.string(),
  version: z.string(),
  cusa: z.string(),
  type: z.string(),
  downloads: z.number().int(),
  assigned: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  author: z.string(),
  pv: z.array(z.string()),
  active: z.boolean(),
  released_at: z.string().nullable(),
  verified_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Package = z.infer<typeof ZPackage>;

export const ZPackagesQuery = z.object({
  page: zIntQuery(1, 100_000).optional(),
  search: zText().max(100).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  sortBy: z.enum(['name', 'updated', 'downloads', 'released']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
});
export const ZPackagesResponse = zPaged(ZPackage);
export type PackagesResponse = z.infer<typeof ZPackagesResponse>;

export const ZPackageSave = z.object({
  name: zText().trim().min(1, 'Bitte einen Namen angeben.').max(200),
  version: zText().trim().max(30).optional(),
  cusa: zText()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{4}\d{5})?$/, 'Title-ID wie CUSA00001.')
    .optional(),
  type: z.enum(PACKAGE_TYPES).optional(),
  image: zText()
    .trim()
    .max(500)
    .regex(/^(https?:\/\/\S+)?$/, 'Eine http(s)-Adresse erwartet.')
    .nullable()
    .optional(),
  author: zText().trim().max(100).optional(),
  pv: z.array(zText().trim().min(1).max(10)).max(20).optional(),
  user_id: ZId.nullable().optional(),
  active: z.boolean().optional(),
  verified: z.boolean().optional(),
  released_at: zIsoDateTime().nullable().optional(),
});
export type PackageSave = z.infer<typeof ZPackageSave>;
export const ZPackageUpdate = ZPackageSave.partial();
export type PackageUpdate = z.infer<typeof ZPackageUpdate>;

export const ZPackagesBulk = z.object({
  ids: z.array(ZId).min(1).max(500),
  action: z.enum(['activate', 'deactivate', 'verify']),
});
export type PackagesBulk = z.infer<typeof ZPackagesBulk>;
export const ZPackageMessage = z.object({ message: z.string(), item: ZPackage.optional() });
export const ZPackageList = z.object({ items: z.array(ZPackage) });
