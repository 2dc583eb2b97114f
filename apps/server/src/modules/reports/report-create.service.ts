import type { PolicySubject, ReportCreate } from '@regal/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Notifier } from '../notifications/notify.ts';
import { confirmationMail, hashConfirmToken, newConfirmToken } from './report-confirm.service.ts';
import type { ReportItems } from './report-items.ts';
import type { TakedownHide } from './takedown-hide.ts';

/**
 * Any visitor. A signed-in reporter's takedown hides the item at once (REPORT_TAKEDOWN_HIDES);
 * a guest's hides nothing until the claimant confirms it through the link mailed to the contact
 * address (decision 016). The hide breaker can stop either.
 */
export function createReportCreateService(
  db: Database,
  notifier: Notifier,
  deps: { items: ReportItems; autoHide: TakedownHide; publicUrl: string },
) {
  return async function create(
    subject: PolicySubject | null,
    input: ReportCreate,
  ): Promise<{ hidden: boolean; confirmByMail: boolean }> {
    const item = await deps.items.byUid(input.item_type, input.uid);
    if (!item) throw notFound();
    const takedown = input.reason === 'takedown';
    const token = takedown && !subject ? newConfirmToken() : null;
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
        confirmTokenHash: token ? hashConfirmToken(token) : null,
        confirmedAt: token ? null : sql`now()`,
      });
      if (takedown && !token) hidden = await deps.autoHide(tx, item);
    });
    notifier.kick();
    if (token && input.contact_email)
      notifier.mail(confirmationMail(input.contact_email, item.label, token, deps.publicUrl));
    return { hidden, confirmByMail: token !== null };
  };
}
