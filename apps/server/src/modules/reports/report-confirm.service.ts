import { createHash, randomBytes } from 'node:crypto';
import type { ReportItemType } from '@regal/shared';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import type { Mail } from '../../integrations/mail/client.ts';
import type { ReportItems } from './report-items.ts';
import { OPEN_STATES } from './report-states.ts';
import type { TakedownHide } from './takedown-hide.ts';

/** How long a guest's confirmation link works. */
const CONFIRM_DAYS = 7;

export type ConfirmResult = 'hidden' | 'confirmed' | 'invalid';

/** Only the hash is stored: a database read does not hand out working links. */
export const hashConfirmToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newConfirmToken = () => randomBytes(24).toString('base64url');

/** The mail that carries a guest claimant's confirmation link (decision 016). */
export function confirmationMail(to: string, label: string, token: string, publicUrl: string): Mail {
  const link = `${publicUrl.replace(/\/$/, '')}/report/confirm/${token}`;
  return {
    to,
    subject: `Takedown-Meldung bestätigen / Confirm your takedown report: ${label}`,
    text: [
      `Bitte bestätige deine Takedown-Meldung zu „${label}“ (${CONFIRM_DAYS} Tage gültig):`,
      `Please confirm your takedown report about "${label}" (valid for ${CONFIRM_DAYS} days):`,
      '',
      link,
      '',
      'Hast du nichts gemeldet, ignoriere diese E-Mail. / If you reported nothing, ignore this mail.',
    ].join('\n'),
  };
}

/** The claimant's click on the mailed link: the report counts, and hides its item like a signed-in one. */
export function createReportConfirmService(db: Database, items: ReportItems, autoHide: TakedownHide) {
  return async function confirm(token: string): Promise<ConfirmResult> {
    const cutoff = new Date(Date.now() - CONFIRM_DAYS * 24 * 3600_000);
    return db.transaction(async (tx) => {
      const [report] = await tx
        .update(reports)
        .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
        .where(
          and(
            eq(reports.confirmTokenHash, hashConfirmToken(token)),
            isNull(reports.confirmedAt),
            inArray(reports.state, OPEN_STATES),
            gte(reports.createdAt, cutoff),
          ),
        )
        .returning({ itemType: reports.itemType, itemId: reports.itemId });
      if (!report) return 'invalid';
      const [item] = (
        await items.byIds([{ type: report.itemType as ReportItemType, id: report.itemId }], tx)
      ).values();
      // Only an item visitors still see is hidden; a moderator may have decided meanwhile.
      if (!item || !['approved', 'active'].includes(item.visibility)) return 'confirmed';
      return (await autoHide(tx, item)) ? 'hidden' : 'confirmed';
    });
  };
}
