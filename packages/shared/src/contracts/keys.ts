import { z } from 'zod';
import { zPaged } from './common.ts';
import { ZId, zIntQuery, zIsoDateTime, zText } from './primitives.ts';

export const KEY_KINDS = ['beta', 'license'] as const;
export type KeyKind = (typeof KEY_KINDS)[number];
/** Spec 02 §4: beta keys show active/disabled; license keys "not used" while active and unused. */
export const KEY_STATUSES = ['active', 'disabled', 'not_used', 'used', 'expired'] as const;
export const KEY_FORMAT = /^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/;

export const ZKey = z.object({
  id: z.number().int(),
  key: z.string(),
  ip: z.string().nullable(),
  user: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  active: z.boolean(),
  status: z.enum(KEY_STATUSES),
  logged_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  /** license keys: the package the key unlocks */
  package: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Key = z.infer<typeof ZKey>;

export const ZKeyKindParams = z.object({ kind: z.enum(KEY_KINDS) });
export const ZKeysQuery = z.object({
  page: zIntQuery(1, 100_000).optional(),
  search: zText().max(100).optional(),
  status: z.enum(['active', 'disabled']).optional(),
});
export const ZKeysResponse = zPaged(ZKey);
export type KeysResponse = z.infer<typeof ZKeysResponse>;

const zExpiry = zIsoDateTime().nullable().optional();

export const ZKeysCreate = z.object({
  count: z.number().int().min(1, 'Mindestens 1.').max(500, 'Höchstens 500 auf einmal.'),
  expires_at: zExpiry,
  package_id: ZId.nullable().optional(),
});
export type KeysCreate = z.infer<typeof ZKeysCreate>;

export const ZKeysUpdate = z.object({
  ids: z.array(ZId).min(1).max(500),
  active: z.boolean().optional(),
  expires_at: zExpiry,
});
export type KeysUpdate = z.infer<typeof ZKeysUpdate>;

export const ZKeyValue = z.object({ key: zText().trim().toUpperCase().max(40) });
export const ZKeysMessage = z.object({ message: z.string(), items: z.array(ZKey).optional() });
/** What a redeemed license key grants: its package (issue 23, the redeem screen shows it). */
export const ZLicenseRedeemResponse = z.object({
  message: z.string(),
  package: z.object({ id: z.number().int(), name: z.string(), version: z.string(), type: z.string() }),
});
export type LicenseRedeemResponse = z.infer<typeof ZLicenseRedeemResponse>;
