import type { PageData } from '../../lib/route-data.ts';
import { publicSettingsQueryOptions } from './use-public-settings.ts';

/** Every page's layout reads the public settings (footer links, share and donation addresses). */
export const layoutData: PageData = (client) => client.ensureQueryData(publicSettingsQueryOptions());
