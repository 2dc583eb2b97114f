import { accountDashboard } from '../../features/account/dashboard.ts';
import { entriesDashboard } from '../../features/entries/dashboard.tsx';
import { releasesDashboard } from '../../features/releases/dashboard.ts';
import type { DashboardFeature } from './dashboard-feature.ts';

/** Every feature's dashboard part: adding a staff screen touches its feature and, once, this list. */
export const dashboardFeatures: DashboardFeature[] = [entriesDashboard, releasesDashboard, accountDashboard];
