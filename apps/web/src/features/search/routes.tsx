import type { RouteObject } from 'react-router';

/** Search (spec §2): `search`, `search/actors`, the REQ list `req` and the scene-release bot `scenebot`. */
export const searchRoutes: RouteObject[] = [
  {
    path: 'search',
    lazy: async () => ({ Component: (await import('./pages/search-page.tsx')).SearchPage }),
  },
  {
    path: 'search/actors',
    lazy: async () => ({ Component: (await import('./pages/actor-search-page.tsx')).ActorSearchPage }),
  },
  { path: 'req', lazy: async () => ({ Component: (await import('./pages/req-page.tsx')).ReqPage }) },
  {
    path: 'scenebot',
    lazy: async () => ({ Component: (await import('./pages/scenebot-page.tsx')).SceneBotPage }),
  },
];
