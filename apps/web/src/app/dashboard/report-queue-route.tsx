import { ReportQueuePage } from '../../features/reports/dashboard/report-queue-page.tsx';
import { PendingStrikesPanel } from '../../features/strikes/components/pending-strikes-panel.tsx';

/** `dashboard/reports`: the report queue, and below it the user strikes waiting for a second reporter. */
export function ReportQueueRoute() {
  return <ReportQueuePage after={<PendingStrikesPanel />} />;
}
