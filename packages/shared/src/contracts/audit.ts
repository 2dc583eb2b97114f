import { z } from 'zod';
import { zPaged } from './common.ts';
import { zIntQuery, zIsoDate, zText } from './primitives.ts';

export const ZAuditQuery = z.object({
  page: zIntQuery(1, 100_000).optional(),
  /** who: a username (exact, any case) */
  actor: zText().trim().max(60).optional(),
  /** what kind: an action such as member.update */
  action: z
    .string()
    .max(60)
    .regex(/^[a-z][A-Za-z.]*$/, 'Ungültige Aktion.')
    .optional(),
  /** which item: its type and optionally its id */
  item_type: z
    .string()
    .max(40)
    .regex(/^[a-z_]+$/, 'Ungültiger Typ.')
    .optional(),
  item_id: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Ungültige ID.')
    .optional(),
  /** when: from/to as dates (YYYY-MM-DD, inclusive) */
  from: zIsoDate().optional(),
  to: zIsoDate().optional(),
});
export type AuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int().nullable(), username: z.string() }).nullable(),
  action: z.string(),
  item_type: z.string(),
  item_id: z.string().nullable(),
  item_label: z.string().nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditResponse = zPaged(ZAuditEntry).extend({
  /** the values the filters offer */
  facets: z.object({ actions: z.array(z.string()), item_types: z.array(z.string()) }),
  retention_days: z.number().int(),
});
export type AuditResponse = z.infer<typeof ZAuditResponse>;

export const ZChangelogVersion = z.object({
  version: z.string(),
  date: z.string().nullable(),
  items: z.array(z.string()),
});
export type ChangelogVersion = z.infer<typeof ZChangelogVersion>;
export const ZChangelog = z.object({ versions: z.array(ZChangelogVersion) });
