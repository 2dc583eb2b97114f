import type { ReportDecide } from '@regal/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { diffFields, recordAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/http-errors.ts';
import { requireAccess } from '../../plugins/access.ts';
import type { Notifier } from '../notifications/notify.ts';
import type { ReportItems } from './report-items.ts';
import { OPEN_STATES } from './report-states.ts';

/** Decides every open or snoozed report of the item at once; the reason goes to each reporter. */
export function createReportDecideService(db: Database, notifier: Notifier, items: ReportItems) {
  return async function decide(actor: Actor, input: ReportDecide): Promise<number> {
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
    const [item] = (await items.byIds([{ type: input.item_type, id: input.item_id }])).values();
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
          before = await items.apply(tx, input.item_type, input.item_id, effect, input.reason);
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
  };
}
