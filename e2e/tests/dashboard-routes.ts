import type { Page } from '@playwright/test';

/**
 * Every dashboard screen, for the width and axe checks as admin (issue 14). Mirrors the routes of
 * `apps/web/src/app/dashboard/dashboard-features.ts`; a route is a fixed path under /dashboard or a
 * function that finds one (an entry's or a page's id) through the admin's own screens.
 */
export interface DashboardRoute {
  name: string;
  path: string | ((page: Page) => Promise<string>);
}

/** The first id a dashboard list links to with `/dashboard/<prefix>/<id>`. */
async function firstLinked(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await link.waitFor({ timeout: 20_000 });
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`${list} links to no ${prefix}…`);
  return href;
}

let entryEditor = '';
async function entryEditorPath(page: Page): Promise<string> {
  entryEditor ||= await firstLinked(page, '/dashboard/entries', '/dashboard/entry/edit/');
  return entryEditor;
}

const editorTab = (tab: string) => async (page: Page) => `${await entryEditorPath(page)}?tab=${tab}`;

async function firstEntryLinks(page: Page): Promise<string> {
  const res = await page.request.get('/api/entries/type/movie?per_page=5&sortBy=name&sortOrder=asc');
  const { data } = (await res.json()) as { data: { uid: string }[] };
  return `/dashboard/links/entry/${data[0]?.uid ?? ''}`;
}

export const DASHBOARD_ROUTES: DashboardRoute[] = [
  { name: 'home', path: '/dashboard' },
  { name: 'entries', path: '/dashboard/entries' },
  { name: 'entries deleted', path: '/dashboard/entries/deleted' },
  { name: 'entries duplicated', path: '/dashboard/entries/duplicated' },
  { name: 'entries without image', path: '/dashboard/entries/noimage' },
  { name: 'entries without release', path: '/dashboard/entries/norelease' },
  { name: 'my entries', path: '/dashboard/entry/myapps' },
  { name: 'entries not verified', path: '/dashboard/entry/notverified' },
  { name: 'new entry', path: '/dashboard/entry/new' },
  { name: 'entry editor', path: entryEditorPath },
  { name: 'entry editor media', path: editorTab('media') },
  { name: 'entry editor actors', path: editorTab('actors') },
  { name: 'entry editor releases', path: editorTab('releases') },
  { name: 'entry editor reviews', path: editorTab('reviews') },
  { name: 'entry editor history', path: editorTab('history') },
  { name: 'release trash', path: '/dashboard/release/deleted' },
  { name: 'my filecrypt', path: '/dashboard/myfilecrypt' },
  { name: 'filecrypt editor', path: '/dashboard/myfilecrypt/editor' },
  { name: 'uploads', path: '/dashboard/uploads' },
  { name: 'reviews', path: '/dashboard/reviews' },
  { name: 'my reviews', path: '/dashboard/myreviews' },
  { name: 'reports', path: '/dashboard/reports' },
  { name: 'tickets', path: '/dashboard/tickets' },
  { name: 'polls', path: '/dashboard/polls' },
  { name: 'members', path: '/dashboard/members' },
  { name: 'employees', path: '/dashboard/employees' },
  { name: 'strikes', path: '/dashboard/settings/strikes' },
  { name: 'profile', path: '/dashboard/settings/profile' },
  { name: 'audit', path: '/dashboard/audit' },
  { name: 'changelog', path: '/dashboard/changelog' },
  { name: 'jobs', path: '/dashboard/jobs' },
  { name: 'keys', path: '/dashboard/keys/beta' },
  { name: 'link health', path: '/dashboard/links' },
  { name: 'link health of an entry', path: firstEntryLinks },
  { name: 'packages', path: '/dashboard/packages' },
  { name: 'pages', path: '/dashboard/pages' },
  { name: 'new page', path: '/dashboard/page/new' },
  {
    name: 'page editor',
    path: (page) => firstLinked(page, '/dashboard/pages', '/dashboard/page/edit/'),
  },
  { name: 'rules', path: '/dashboard/rules' },
  { name: 'rules editor', path: '/dashboard/rules/edit' },
  { name: 'app settings', path: '/dashboard/settings/app' },
  { name: 'notification settings', path: '/dashboard/settings/notification' },
  { name: 'system', path: '/dashboard/system' },
];

export async function dashboardPathOf(route: DashboardRoute, page: Page): Promise<string> {
  return typeof route.path === 'string' ? route.path : route.path(page);
}
