import type { Database } from '../../db/client.ts';
import type { Notifier } from '../notifications/notify.ts';
import type { HideBreaker } from './hide-breaker.ts';
import { createReportConfirmService } from './report-confirm.service.ts';
import { createReportCreateService } from './report-create.service.ts';
import { createReportDecideService } from './report-decide.service.ts';
import { createReportItems } from './report-items.ts';
import { createReportQueueService } from './report-queue.service.ts';
import { createTakedownHide } from './takedown-hide.ts';

export type { ConfirmResult } from './report-confirm.service.ts';

export interface ReportsOptions {
  /** REPORT_TAKEDOWN_HIDES, read at call time (a run-time setting) */
  takedownHides: () => boolean;
  breaker: HideBreaker;
  publicUrl: string;
}

/**
 * The reports module's one face to its routes, put together from its parts: creation (with the
 * guest's mailed confirmation), the breaker-guarded takedown hide, and the staff queue with its decisions.
 */
export function createReportsService(db: Database, notifier: Notifier, options: ReportsOptions) {
  const items = createReportItems(db);
  const autoHide = createTakedownHide(items, options);
  return {
    create: createReportCreateService(db, notifier, { items, autoHide, publicUrl: options.publicUrl }),
    confirm: createReportConfirmService(db, items, autoHide),
    /** Whether automatic hiding is stopped right now (the report queue shows it). */
    breaker: () => options.breaker.state(),
    queue: createReportQueueService(db, items, options.breaker),
    decide: createReportDecideService(db, notifier, items),
  };
}
