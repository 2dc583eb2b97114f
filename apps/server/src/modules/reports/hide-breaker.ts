import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Notifier } from '../notifications/notify.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

export interface BreakerLimits {
  /** items reports may hide per window (0: reports never hide on their own) */
  limit: number;
  windowMinutes: number;
}

export interface BreakerState {
  open: boolean;
  hidden: number;
  limit: number;
  window_minutes: number;
}

/** One lock for every process: two takedowns at the same moment cannot both take the last slot. */
const LOCK_KEY = 190_016;

const since = (limits: BreakerLimits) => new Date(Date.now() - limits.windowMinutes * 60_000);

/** Items hidden by reports within the window; the audit log is the count, shared by every process. */
async function hiddenInWindow(db: Reader, limits: BreakerLimits): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'report.takedownHide'), gte(auditLog.createdAt, since(limits))));
  return Number(row?.n ?? 0);
}

/**
 * The circuit breaker of automatic hiding (decision 016): reports may hide `limit` items per
 * window; past that they hide nothing until the window has moved on, and the staff hear of it once
 * per window (a notification to every moderator and admin, and the state in the report queue).
 */
export function createHideBreaker(db: Database, notifier: Notifier, limitsNow: () => BreakerLimits) {
  return {
    /** In the report's transaction: may this report hide its item? Trips (and tells the staff) when not. */
    async allow(tx: Tx, item: { label: string }): Promise<boolean> {
      const limits = limitsNow();
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
      if (limits.limit > 0 && (await hiddenInWindow(tx, limits)) < limits.limit) return true;
      const [told] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'report.hideBreaker'), gte(auditLog.createdAt, since(limits))))
        .limit(1);
      if (told) return false;
      await recordAudit(tx, {
        actor: null,
        action: 'report.hideBreaker',
        itemType: 'report',
        itemId: null,
        itemLabel: item.label,
        changes: { autoHide: { from: 'on', to: `off for ${limits.windowMinutes} min` } },
      });
      const staff = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.role, ['mod', 'admin']), eq(users.active, true)));
      for (const member of staff)
        await notifier.notify(tx, {
          userId: member.id,
          kind: 'report.breaker',
          title: item.label,
          link: '/dashboard/reports',
          data: { limit: limits.limit, window_minutes: limits.windowMinutes },
        });
      return false;
    },

    async state(): Promise<BreakerState> {
      const limits = limitsNow();
      const hidden = await hiddenInWindow(db, limits);
      return {
        open: limits.limit === 0 || hidden >= limits.limit,
        hidden,
        limit: limits.limit,
        window_minutes: limits.windowMinutes,
      };
    },
  };
}

export type HideBreaker = ReturnType<typeof createHideBreaker>;
