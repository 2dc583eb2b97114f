import type { PolicySubject, ReportGroup, ReportItemType, ReportReason, ReportState } from '@regal/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reports, users } from '../../db/schema/index.ts';
import { pagedOf } from '../../lib/paged.ts';
import { requireAccess } from '../../plugins/access.ts';
import type { HideBreaker } from './hide-breaker.ts';
import type { ReportItems } from './report-items.ts';

const DEFAULT_PER_PAGE = 25;

/** The staff queue: reports grouped per item, newest group first. */
export function createReportQueueService(db: Database, items: ReportItems, breaker: HideBreaker) {
  return async function queue(
    subject: PolicySubject,
    state: ReportState,
    page: number,
    perPage = DEFAULT_PER_PAGE,
  ) {
    requireAccess(subject, 'report.moderate');
    const groups = await db
      .select({
        itemType: reports.itemType,
        itemId: reports.itemId,
        n: sql<number>`count(*)::int`,
        reasons: sql<ReportReason[]>`array_agg(distinct ${reports.reason})`,
        latest: sql<string>`max(${reports.createdAt})`,
      })
      .from(reports)
      .where(eq(reports.state, state))
      .groupBy(reports.itemType, reports.itemId)
      .orderBy(desc(sql`max(${reports.createdAt})`))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const [total] = await db
      .select({ n: sql<number>`count(distinct (${reports.itemType}, ${reports.itemId}))::int` })
      .from(reports)
      .where(eq(reports.state, state));
    const found = await items.byIds(
      groups.map((g) => ({ type: g.itemType as ReportItemType, id: g.itemId })),
    );
    const rows =
      groups.length === 0
        ? []
        : await db
            .select({ report: reports, reporter: users.username })
            .from(reports)
            .leftJoin(users, eq(users.id, reports.reporterId))
            .where(
              and(
                eq(reports.state, state),
                inArray(
                  reports.itemId,
                  groups.map((g) => g.itemId),
                ),
              ),
            )
            .orderBy(desc(reports.createdAt));
    const deciders = new Map<number, string>();
    const deciderIds = [
      ...new Set(rows.map((r) => r.report.decidedBy).filter((id): id is number => id !== null)),
    ];
    if (deciderIds.length > 0)
      for (const u of await db
        .select({ id: users.id, name: users.username })
        .from(users)
        .where(inArray(users.id, deciderIds)))
        deciders.set(u.id, u.name);
    const data: ReportGroup[] = groups.map((g) => {
      const item = found.get(`${g.itemType}:${g.itemId}`);
      const own = rows.filter((r) => r.report.itemType === g.itemType && r.report.itemId === g.itemId);
      const last = own[0]?.report;
      return {
        item_type: g.itemType as ReportItemType,
        item_id: g.itemId,
        label: item?.label ?? `#${g.itemId}`,
        link: item?.link ?? null,
        visibility: item?.visibility ?? 'removed',
        state,
        count: g.n,
        reasons: g.reasons,
        decision: last?.decision ?? null,
        decision_reason: last?.decisionReason ?? null,
        decided_by: last?.decidedBy ? (deciders.get(last.decidedBy) ?? null) : null,
        latest_at: new Date(g.latest).toISOString(),
        reports: own.map((r) => ({
          id: r.report.id,
          reason: r.report.reason as ReportReason,
          message: r.report.message,
          reporter: r.reporter,
          contact_name: r.report.contactName,
          contact_email: r.report.contactEmail,
          confirmed: r.report.confirmedAt !== null,
          created_at: r.report.createdAt.toISOString(),
        })),
      };
    });
    return { items: pagedOf(data, total?.n ?? 0, page, perPage), breaker: await breaker.state() };
  };
}
