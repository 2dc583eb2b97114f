import { z } from 'zod';
import { zPaged } from '../common.ts';
import { ZIdParam, zIntQuery } from '../primitives.ts';

/** Lookups (countries, assignable users), the audit list, the dashboard home and my containers (spec 02 §2, §9). Field error texts are German (the product's default language). */

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
