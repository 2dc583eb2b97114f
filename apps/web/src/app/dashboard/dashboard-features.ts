import { accountDashboard } from '../../features/account/dashboard.ts';
import { auditDashboard } from '../../features/audit/dashboard.ts';
import { entriesDashboard } from '../../features/entries/dashboard.tsx';
import { jobsDashboard } from '../../features/jobs/dashboard.ts';
import { keysDashboard } from '../../features/keys/dashboard.ts';
import { linkHealthDashboard } from '../../features/link-health/dashboard.ts';
import { membersDashboard } from '../../features/members/dashboard.ts';
import { packagesDashboard } from '../../features/packages/dashboard.ts';
import { pagesDashboard } from '../../features/pages/dashboard.ts';
import { releasesDashboard } from '../../features/releases/dashboard.ts';
import { reportsDashboard } from '../../features/reports/dashboard.ts';
import { reviewsDashboard } from '../../features/reviews/dashboard.ts';
import { settingsDashboard } from '../../features/settings/dashboard.ts';
import { strikesDashboard } from '../../features/strikes/dashboard.ts';
import { systemDashboard } from '../../features/system/dashboard.ts';
import { ticketsDashboard } from '../../features/tickets/dashboard.ts';
import { uploadsDashboard } from '../../features/uploads/dashboard.ts';
import { votesDashboard } from '../../features/votes/dashboard.ts';
import type { DashboardFeature } from './dashboard-feature.ts';

/** Every feature's dashboard part: adding a staff screen touches its feature and, once, this list. */
export const dashboardFeatures: DashboardFeature[] = [
  entriesDashboard,
  releasesDashboard,
  uploadsDashboard,
  reviewsDashboard,
  reportsDashboard,
  ticketsDashboard,
  votesDashboard,
  membersDashboard,
  strikesDashboard,
  accountDashboard,
  auditDashboard,
  jobsDashboard,
  keysDashboard,
  linkHealthDashboard,
  packagesDashboard,
  pagesDashboard,
  settingsDashboard,
  systemDashboard,
];
