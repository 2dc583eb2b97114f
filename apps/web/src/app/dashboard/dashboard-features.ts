import { accountDashboard } from '../../features/account/dashboard.ts';
import { jobsDashboard } from '../../features/jobs/dashboard.ts';
import { linkHealthDashboard } from '../../features/link-health/dashboard.ts';
import type { DashboardFeature } from './dashboard-feature.ts';

/** Every feature's dashboard part: adding a staff screen touches its feature and, once, this list. */
export const dashboardFeatures: DashboardFeature[] = [accountDashboard, linkHealthDashboard, jobsDashboard];
