import { accountDashboard } from '../../features/account/dashboard.ts';
import { reportsDashboard } from '../../features/reports/dashboard.ts';
import { reviewsDashboard } from '../../features/reviews/dashboard.ts';
import { systemDashboard } from '../../features/system/dashboard.ts';
import { ticketsDashboard } from '../../features/tickets/dashboard.ts';
import { uploadsDashboard } from '../../features/uploads/dashboard.ts';
import { votesDashboard } from '../../features/votes/dashboard.ts';
import type { DashboardFeature } from './dashboard-feature.ts';

/** Every feature's dashboard part: adding a staff screen touches its feature and, once, this list. */
export const dashboardFeatures: DashboardFeature[] = [
  uploadsDashboard,
  reviewsDashboard,
  reportsDashboard,
  ticketsDashboard,
  votesDashboard,
  accountDashboard,
  systemDashboard,
];
