import { accountDashboard } from '../../features/account/dashboard.ts';
import { auditDashboard } from '../../features/audit/dashboard.ts';
import { keysDashboard } from '../../features/keys/dashboard.ts';
import { membersDashboard } from '../../features/members/dashboard.ts';
import { packagesDashboard } from '../../features/packages/dashboard.ts';
import { pagesDashboard } from '../../features/pages/dashboard.ts';
import { settingsDashboard } from '../../features/settings/dashboard.ts';
import { strikesDashboard } from '../../features/strikes/dashboard.ts';
import type { DashboardFeature } from './dashboard-feature.ts';

/** Every feature's dashboard part: adding a staff screen touches its feature and, once, this list. */
export const dashboardFeatures: DashboardFeature[] = [
  accountDashboard,
  membersDashboard,
  keysDashboard,
  packagesDashboard,
  pagesDashboard,
  settingsDashboard,
  auditDashboard,
  strikesDashboard,
];
