import { diffFields, recordAudit } from '../../lib/audit.ts';
import type { HideBreaker } from './hide-breaker.ts';
import type { ReportItem, ReportItems, Tx } from './report-items.ts';

export interface TakedownHideOptions {
  /** REPORT_TAKEDOWN_HIDES, read at call time (a run-time setting) */
  takedownHides: () => boolean;
  breaker: HideBreaker;
}

/**
 * The breaker hook: a confirmed takedown (a signed-in reporter's, or a guest's after the mailed
 * link) hides its item unless the setting is off or the breaker has tripped (decision 016).
 */
export function createTakedownHide(items: ReportItems, options: TakedownHideOptions) {
  return async function autoHide(tx: Tx, item: ReportItem): Promise<boolean> {
    if (!options.takedownHides()) return false;
    if (!(await options.breaker.allow(tx, item))) return false;
    const before = await items.apply(tx, item.type, item.id, 'hide', 'Takedown-Meldung, wird geprüft.');
    await recordAudit(tx, {
      actor: null,
      action: 'report.takedownHide',
      itemType: item.type,
      itemId: item.id,
      itemLabel: item.label,
      changes: diffFields({ visibility: before }, { visibility: 'hidden' }),
    });
    return true;
  };
}
export type TakedownHide = ReturnType<typeof createTakedownHide>;
