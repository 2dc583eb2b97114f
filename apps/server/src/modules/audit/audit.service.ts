import type { AuditQuery, AuditResponse } from '@regal/shared';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export const AUDIT_PER_PAGE = 50;
const DAY_MS = 86_400_000;

export function createAuditService(db: Database, config: Config) {
  return {
    async list(query: AuditQuery): Promise<AuditResponse> {
      const filters: SQL[] = [];
      if (query.actor) filters.push(sql`lower(${auditLog.actorName}) = ${query.actor.toLowerCase()}`);
      if (query.action) filters.push(eq(auditLog.action, query.action));
      if (query.item_type) filters.push(eq(auditLog.itemType, query.item_type));
      if (query.item_id) filters.push(eq(auditLog.itemId, query.item_id));
      if (query.from) filters.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
      if (query.to)
        filters.push(lt(auditLog.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS)));
      const where = filters.length ? and(...filters) : undefined;
      const page = query.page ?? 1;
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(AUDIT_PER_PAGE)
        .offset((page - 1) * AUDIT_PER_PAGE);
      const actions = await db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(auditLog.action);
      const types = await db
        .selectDistinct({ v: auditLog.itemType })
        .from(auditLog)
        .orderBy(auditLog.itemType);
      const n = total?.n ?? 0;
      const from = rows.length ? (page - 1) * AUDIT_PER_PAGE + 1 : null;
      return {
        data: rows.map((row) => ({
          id: row.id,
          actor: row.actorName !== null ? { id: row.actorId, username: row.actorName } : null,
          action: row.action,
          item_type: row.itemType,
          item_id: row.itemId,
          item_label: row.itemLabel,
          changes: row.changes,
          created_at: row.createdAt.toISOString(),
        })),
        current_page: page,
        last_page: Math.max(1, Math.ceil(n / AUDIT_PER_PAGE)),
        per_page: AUDIT_PER_PAGE,
        from,
        to: from === null ? null : from + rows.length - 1,
        total: n,
        facets: { actions: actions.map((a) => a.v), item_types: types.map((t) => t.v) },
        retention_days: config.AUDIT_RETENTION_DAYS,
      };
    },

    /** Deletes rows older than AUDIT_RETENTION_DAYS (a run-time setting); returns how many. */
    async prune(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - config.AUDIT_RETENTION_DAYS * DAY_MS);
      const gone = await db
        .delete(auditLog)
        .where(lt(auditLog.createdAt, cutoff))
        .returning({ id: auditLog.id });
      return gone.length;
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
