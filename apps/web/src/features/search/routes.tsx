import type { RouteObject } from 'react-router';
import { serverData } from '../../lib/route-data.ts';

/**
 * Search (spec §2): `search`, `search/actors`, the REQ list `req`, the scene-release bot `scenebot`
 * and the named route `release` (spec 02 §2) that leads to the release mask or the bot.
 */
export const searchRoutes: RouteObject[] = [
  {
    path: 'search',
    loader: serverData(async () => (await import('./page-data.ts')).searchData),
    lazy: async () => ({ Component: (await import('./pages/search-page.tsx')).SearchPage }),
  },
  {
    path: 'search/actors',
    loader: serverData(async () => (await import('./page-data.ts')).actorSearchData),
    lazy: async () => ({ Component: (await import('./pages/actor-search-page.tsx')).ActorSearchPage }),
  },
  {
    path: 'release',
    lazy: async () => ({ Component: (await import('./pages/release-route.tsx')).ReleaseRoute }),
  },
  {
    path: 'req',
    loader: serverData(async () => (await import('./page-data.ts')).reqData),
    lazy: async () => ({ Component: (await import('./pages/req-page.tsx')).ReqPage }),
  },
  {
    path: 'scenebot',
    loader: serverData(async () => (await import('./page-data.ts')).sceneBotData),
    lazy: async () => ({ Component: (await import('./pages/scenebot-page.tsx')).SceneBotPage }),
  },
];
