import type { APIRequestContext } from '@playwright/test';

/**
 * Every public page, for the checks that walk them all (width at 390 px, axe). A route is a fixed
 * path or a function that finds one through the public API. Add new pages here (the dashboard's
 * lists can be appended by the spec that logs in).
 */
export interface PublicRoute {
  name: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
}

async function firstDetailPath(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/entries/type/movie?per_page=5&sortBy=name&sortOrder=asc');
  const { data } = (await res.json()) as { data: { uid: string; slug: string }[] };
  const entry = data[0];
  if (!entry) throw new Error('the demo catalogue has no movie');
  return `/detail/${entry.uid}/${entry.slug}`;
}

export const PUBLIC_ROUTES: PublicRoute[] = [
  { name: 'home', path: '/' },
  { name: 'type listing', path: '/type/movie' },
  { name: 'v2 type listing', path: '/v2/type/book' },
  { name: 'detail', path: firstDetailPath },
  { name: 'search', path: '/search?q=der' },
  { name: 'search past the last page', path: '/search?q=der&page=999' },
  { name: 'actor search', path: '/search/actors?q=a' },
  { name: 'requests', path: '/req' },
  { name: 'sceneBOT', path: '/scenebot' },
  { name: 'NFO', path: '/nfo' },
  { name: 'warezmode', path: '/warezmode' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/term-of-service' },
  { name: 'support', path: '/support' },
  { name: 'community', path: '/community' },
  { name: 'share us', path: '/shareUs' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'forgot password', path: '/password/forgot' },
  { name: 'not found', path: '/does-not-exist' },
];

export async function pathOf(route: PublicRoute, request: APIRequestContext): Promise<string> {
  return typeof route.path === 'string' ? route.path : route.path(request);
}
