import { createHash, randomBytes } from 'node:crypto';
import type {
  PolicySubject,
  ReportCreate,
  ReportDecide,
  ReportGroup,
  ReportItemType,
  ReportReason,
  ReportState,
} from '@regal/shared';
import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries, releases, reports, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { pagedOf } from '../../lib/paged.ts';
import { requireAccess } from '../../plugins/access.ts';
import type { Notifier } from '../notifications/notify.ts';
import type { HideBreaker } from './hide-breaker.ts';

const DEFAULT_PER_PAGE = 25;
const OPEN_STATES = ['open', 'snoozed'];
/** How long a guest's confirmation link works. */
const CONFIRM_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ReportsOptions {
  /** REPORT_TAKEDOWN_HIDES, read at call time (a run-time setting) */
  takedownHides: () => boolean;
  breaker: HideBreaker;
  publicUrl: string;
}

export type ConfirmResult = 'hidden' | 'confirmed' | 'invalid';

interface Item {
  type: ReportItemType;
  id: number;
  label: string;
  link: string | null;
  visibility: string;
}

export function createReportsService(db: Database, notifier: Notifier, options: ReportsOptions) {
  async function itemByUid(type: ReportItemType, uid: string): Promise<Item | undefined> {
    if (type === 'release') {
      const [row] = await db
        .select({
          id: releases.id,
          label: releases.fulltitle,
          moderation: releases.moderation,
          entryUid: entries.uid,
          entrySlug: entries.slug,
        })
        .from(releases)
        .leftJoin(entries, eq(entries.id, releases.entryId))
        .where(and(eq(releases.uid, uid), isNull(releases.deletedAt), eq(releases.moderation, 'approved')));
      return (
        row && {
          type,
          id: row.id,
          label: row.label,
          visibility: row.moderation,
          link: row.entryUid ? `/detail/${row.entryUid}/${row.entrySlug}` : null,
        }
      );
    }
    const [row] = await db
      .select({ id: entries.id, label: entries.title, slug: entries.slug, uid: entries.uid })
      .from(entries)
      .where(and(eq(entries.uid, uid), eq(entries.active, true), isNull(entries.deletedAt)));
    return (
      row && {
        type,
        id: row.id,
        label: row.label,
        visibility: 'active',
        link: `/detail/${row.uid}/${row.slug}`,
      }
    );
  }

  /** `on`: the transaction a caller is in (PGlite has one connection: a read beside it would wait forever). */
  async function itemsById(
    keys: { type: ReportItemType; id: number }[],
    on: Pick<Database, 'select'> = db,
  ): Promise<Map<string, Item>> {
    const found = new Map<string, Item>();
    const releaseIds = keys.filter((k) => k.type === 'release').map((k) => k.id);
    const entryIds = keys.filter((k) => k.type === 'entry').map((k) => k.id);
    if (releaseIds.length > 0) {
      const rows = await on
        .select({
          id: releases.id,
          label: releases.fulltitle,
          moderation: releases.moderation,
          deletedAt: releases.deletedAt,
          entryUid: entries.uid,
          entrySlug: entries.slug,
        })
        .from(releases)
        .leftJoin(entries, eq(entries.id, releases.entryId))
        .where(inArray(releases.id, releaseIds));
      for (const r of rows)
        found.set(`release:${r.id}`, {
          type: 'release',
          id: r.id,
          label: r.label,
          link: r.entryUid ? `/detail/${r.entryUid}/${r.entrySlug}` : null,
          visibility: r.deletedAt ? 'removed' : r.moderation,
        });
    }
    if (entryIds.length > 0) {
      const rows = await on
        .select({
          id: entries.id,
          label: entries.title,
          uid: entries.uid,
          slug: entries.slug,
          active: entries.active,
          deletedAt: entries.deletedAt,
        })
        .from(entries)
        .where(inArray(entries.id, entryIds));
      for (const e of rows)
        found.set(`entry:${e.id}`, {
          type: 'entry',
          id: e.id,
          label: e.label,
          link: `/detail/${e.uid}/${e.slug}`,
          visibility: e.deletedAt ? 'removed' : e.active ? 'active' : 'hidden',
        });
    }
    return found;
  }

  type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

  /** Hides, removes or shows the item again; returns the visibility before and after. */
  async function applyToItem(
    tx: Tx,
    type: ReportItemType,
    id: number,
    effect: 'hide' | 'remove' | 'show',
    reason: string,
  ) {
    if (type === 'release') {
      const [before] = await tx
        .select({ moderation: releases.moderation })
        .from(releases)
        .where(eq(releases.id, id));
      // updated_at moves so the link checker's sync sees the release leave (or come back).
      if (effect === 'hide')
        await tx
          .update(releases)
          .set({ moderation: 'hidden', moderationReason: reason, updatedAt: sql`now()` })
          .where(eq(releases.id, id));
      else if (effect === 'remove')
        await tx.update(releases).set({ deletedAt: sql`now()` }).where(eq(releases.id, id));
      // Only a release hidden by a report comes back; pending or rejected uploads stay as they are.
      else
        await tx
          .update(releases)
          .set({ moderation: 'approved', moderationReason: null, updatedAt: sql`now()` })
          .where(and(eq(releases.id, id), eq(releases.moderation, 'hidden')));
      return before?.moderation ?? null;
    }
    const [before] = await tx.select({ active: entries.active }).from(entries).where(eq(entries.id, id));
    if (effect === 'hide') await tx.update(entries).set({ active: false }).where(eq(entries.id, id));
    else if (effect === 'remove')
      await tx.update(entries).set({ deletedAt: sql`now()` }).where(eq(entries.id, id));
    else await tx.update(entries).set({ active: true }).where(eq(entries.id, id));
    return before ? (before.active ? 'active' : 'hidden') : null;
  }

  /** A confirmed takedown hides its item unless the setting is off or the breaker has tripped. */
  async function autoHide(tx: Tx, item: Item): Promise<boolean> {
    if (!options.takedownHides()) return false;
    if (!(await options.breaker.allow(tx, item))) return false;
    const before = await applyToItem(tx, item.type, item.id, 'hide', 'Takedown-Meldung, wird geprüft.');
    await recordAudit(tx, {
      actor: null,
      action: 'report.takedownHide',
      itemType: item.type,
      itemId: item.id,
      itemLabel: item.label,
      changes: diffFields({ visibility: before }, { visibility: 'hidden' }),
    });
    return true;
  }

  return {
    /**
     * Any visitor. A signed-in reporter's takedown hides the item at once (REPORT_TAKEDOWN_HIDES);
     * a guest's hides nothing until the claimant confirms it through the link mailed to the contact
     * address (decision 016). The hide breaker can stop either.
     */
    async create(
      subject: PolicySubject | null,
      input: ReportCreate,
    ): Promise<{ hidden: boolean; confirmByMail: boolean }> {
      const item = await itemByUid(input.item_type, input.uid);
      if (!item) throw notFound();
      const takedown = input.reason === 'takedown';
      const token = takedown && !subject ? randomBytes(24).toString('base64url') : null;
      let hidden = false;
      await db.transaction(async (tx) => {
        await tx.insert(reports).values({
          itemType: item.type,
          itemId: item.id,
          reason: input.reason,
          message: input.message ?? '',
          reporterId: subject?.id ?? null,
          contactName: input.contact_name ?? null,
          contactEmail: input.contact_email ?? null,
          confirmTokenHash: token ? hashToken(token) : null,
          confirmedAt: token ? null : sql`now()`,
        });
        if (takedown && !token) hidden = await autoHide(tx, item);
      });
      notifier.kick();
      if (token && input.contact_email) {
        const link = `${options.publicUrl.replace(/\/$/, '')}/report/confirm/${token}`;
        notifier.mail({
          to: input.contact_email,
          subject: `Takedown-Meldung bestätigen / Confirm your takedown report: ${item.label}`,
          text: [
            `Bitte bestätige deine Takedown-Meldung zu „${item.label}“ (${CONFIRM_DAYS} Tage gültig):`,
            `Please confirm your takedown report about "${item.label}" (valid for ${CONFIRM_DAYS} days):`,
            '',
            link,
            '',
            'Hast du nichts gemeldet, ignoriere diese E-Mail. / If you reported nothing, ignore this mail.',
          ].join('\n'),
        });
      }
      return { hidden, confirmByMail: token !== null };
    },

    /** The claimant's click on the mailed link: the report counts, and hides its item like a signed-in one. */
    async confirm(token: string): Promise<ConfirmResult> {
      const cutoff = new Date(Date.now() - CONFIRM_DAYS * 24 * 3600_000);
      return db.transaction(async (tx) => {
        const [report] = await tx
          .update(reports)
          .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
          .where(
            and(
              eq(reports.confirmTokenHash, hashToken(token)),
              isNull(reports.confirmedAt),
              inArray(reports.state, OPEN_STATES),
              gte(reports.createdAt, cutoff),
            ),
          )
          .returning({ itemType: reports.itemType, itemId: reports.itemId });
        if (!report) return 'invalid';
        const [item] = (
          await itemsById([{ type: report.itemType as ReportItemType, id: report.itemId }], tx)
        ).values();
        // Only an item visitors still see is hidden; a moderator may have decided meanwhile.
        if (!item || !['approved', 'active'].includes(item.visibility)) return 'confirmed';
        return (await autoHide(tx, item)) ? 'hidden' : 'confirmed';
      });
    },

    /** Whether automatic hiding is stopped right now (the report queue shows it). */
    breaker: () => options.breaker.state(),

    /** The staff queue: reports grouped per item, newest group first. */
    async queue(subject: PolicySubject, state: ReportState, page: number, perPage = DEFAULT_PER_PAGE) {
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
      const items = await itemsById(
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
        const item = items.get(`${g.itemType}:${g.itemId}`);
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
      return { items: pagedOf(data, total?.n ?? 0, page, perPage), breaker: await options.breaker.state() };
    },

    /** Decides every open or snoozed report of the item at once; the reason goes to each reporter. */
    async decide(actor: Actor, input: ReportDecide): Promise<number> {
      requireAccess(actor, 'report.moderate');
      const open = await db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.itemType, input.item_type),
            eq(reports.itemId, input.item_id),
            inArray(reports.state, OPEN_STATES),
          ),
        );
      if (open.length === 0) throw conflict('Diese Meldungen sind schon entschieden.');
      const [item] = (await itemsById([{ type: input.item_type, id: input.item_id }])).values();
      const label = item?.label ?? `#${input.item_id}`;
      const guests: string[] = [];

      await db.transaction(async (tx) => {
        const ids = open.map((r) => r.id);
        if (input.decision === 'snooze') {
          await tx.update(reports).set({ state: 'snoozed' }).where(inArray(reports.id, ids));
        } else {
          const effect = input.decision === 'hide' ? 'hide' : input.decision === 'remove' ? 'remove' : 'show';
          // fix and dismiss show an item again only when a takedown hid it pending review.
          const hiddenByTakedown = open.some((r) => r.reason === 'takedown');
          let before: string | null = item?.visibility ?? null;
          if (effect !== 'show' || hiddenByTakedown)
            before = await applyToItem(tx, input.item_type, input.item_id, effect, input.reason);
          const updated = await tx
            .update(reports)
            .set({
              state: 'closed',
              decision: input.decision,
              decisionReason: input.reason,
              decidedBy: actor.id,
              decidedAt: sql`now()`,
            })
            .where(and(inArray(reports.id, ids), inArray(reports.state, OPEN_STATES)))
            .returning({ id: reports.id });
          if (updated.length !== ids.length) throw conflict('Diese Meldungen sind schon entschieden.');
          for (const reporterId of new Set(
            open.map((r) => r.reporterId).filter((id): id is number => id !== null),
          ))
            await notifier.notify(tx, {
              userId: reporterId,
              kind: 'report.decided',
              title: label,
              link: item?.link ?? null,
              data: { decision: input.decision, reason: input.reason },
            });
          for (const r of open) if (r.reporterId === null && r.contactEmail) guests.push(r.contactEmail);
          await recordAudit(tx, {
            actor,
            action: 'report.moderate',
            itemType: input.item_type,
            itemId: input.item_id,
            itemLabel: label,
            changes: diffFields(
              { decision: null, reason: null, visibility: before },
              {
                decision: input.decision,
                reason: input.reason,
                visibility: effect === 'show' && !hiddenByTakedown ? before : effect,
              },
            ),
          });
          return;
        }
        await recordAudit(tx, {
          actor,
          action: 'report.moderate',
          itemType: input.item_type,
          itemId: input.item_id,
          itemLabel: label,
          changes: diffFields({ state: 'open' }, { state: 'snoozed', reason: input.reason }),
        });
      });
      notifier.kick();
      for (const to of new Set(guests))
        notifier.mail({
          to,
          subject: `Entscheidung zu deiner Meldung: ${label}`,
          text: `Entscheidung zu deiner Meldung: ${label}\n\n${input.reason}`,
        });
      return open.length;
    },
  };
}
