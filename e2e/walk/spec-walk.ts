/**
 * The spec walk (issue 36): visits every route of both spec documents as each role (guest, user,
 * upper, mod, admin), at 1366 and 390 px, in German and English, in headless Chromium against a
 * running built app, and records per load: the HTTP status, where it ended, page errors, console
 * errors, sideways scroll, words of the other language, and a screenshot (outside git).
 *
 * Not part of the e2e suite (playwright.config.ts reads ./tests only): a person runs it, looks at
 * the screenshots and judges each spec item (docs/walks/2026-11-28-spec-walk.md says how to start the
 * app for it). Run from the repository root:
 *
 *   WALK_BASE_URL=http://127.0.0.1:47200 WALK_ADMIN_PASSWORD=… npx tsx e2e/walk/spec-walk.ts
 *
 * Optional: WALK_OUT (default /tmp/regal-spec-walk), WALK_ROLES, WALK_WIDTHS, WALK_LANGS (comma
 * lists to walk a part), WALK_FULL=1 (every route in every combination), WALK_ADMIN_LOGIN (default admin).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { LOCALE_COOKIE, TOKEN_STORAGE_KEY } from '@regal/shared';
import { CHROMIUM_LAUNCH } from '../playwright.config.ts';
import { DASHBOARD_ROUTES } from '../tests/dashboard-routes.ts';

const BASE = process.env.WALK_BASE_URL ?? 'http://127.0.0.1:47200';
const OUT = process.env.WALK_OUT ?? '/tmp/regal-spec-walk';
const ADMIN_LOGIN = process.env.WALK_ADMIN_LOGIN ?? 'admin';
const ADMIN_PASSWORD = process.env.WALK_ADMIN_PASSWORD ?? '';
const PASSWORD = 'Walk-Passw0rd!';

type Role = 'guest' | 'user' | 'upper' | 'mod' | 'admin';
type Lang = 'de' | 'en';
const ROLES: Role[] = ['guest', 'user', 'upper', 'mod', 'admin'];
const WIDTHS = [1366, 390];
const LANGS: Lang[] = ['de', 'en'];

const pick = <T extends string | number>(all: T[], env: string | undefined): T[] =>
  env ? all.filter((value) => env.split(',').includes(String(value))) : all;

/**
 * Words that give the other language away in visible text (interface words, not catalogue titles).
 * A hit is a lead, not a verdict: the walk document judges it from the snippet.
 */
const TELLTALE: Record<Lang, RegExp> = {
  // On an English page: German interface words.
  en: /\b(Anmelden|Abmelden|Registrieren|Suche|Suchen|Einträge|Eintrag|Merken|Unterstützen|Wird geladen|Keine|Speichern|Löschen|Abbrechen|Zurück|Passwort|Benutzer|Einstellungen|Bewertungen|Datenschutz|Nutzungsbedingungen|Startseite|Neues|Hinzufügen|Bearbeiten|Fehler|Erfolgreich|Bitte|Verwerfen|Hochladen|Aktiv|Gesperrt|Änderungen|Schließen|Anfragen|Warenkorb|EPISODEN|Staffel|Ohne)\b/g,
  // On a German page: English interface words.
  de: /\b(Loading|Save|Delete|Cancel|Settings|Sign in|Log in|Log out|Logout|Favou?rites|Search|Password|Profile|Requests|Welcome|Please|Error|No items here|Updated|Created|Submit|Close|Back|Add|Remove|Edit|Strike confirmed|Copied|Token copied|Profile updated|Show more|Keep)\b/g,
};

interface Route {
  name: string;
  /** A fixed path, or one found through the page (an id from a list). */
  path: string | ((page: Page) => Promise<string>);
  /** A probe: what to open on the loaded page (a menu, a dialog) before the checks and screenshot. */
  act?: (page: Page) => Promise<void>;
}

async function firstDetail(page: Page, type = 'movie'): Promise<string> {
  const res = await page.request.get(`${BASE}/api/entries/type/${type}?per_page=5&sortBy=name&sortOrder=asc`);
  const { data } = (await res.json()) as { data: { uid: string; slug: string }[] };
  return data[0] ? `/detail/${data[0].uid}/${data[0].slug}` : '/detail/none';
}

/** Spec 01 §2: public, guest-only and login-required routes (and the legacy ones that redirect). */
const PUBLIC: Route[] = [
  { name: 'home', path: '/' },
  { name: 'v2 redirect', path: '/v2' },
  { name: 'v2 type book', path: '/v2/type/book' },
  { name: 'type movie', path: '/type/movie' },
  { name: 'type series', path: '/type/series' },
  { name: 'type anime', path: '/type/anime' },
  { name: 'type digital', path: '/type/digital' },
  { name: 'detail movie', path: (page) => firstDetail(page, 'movie') },
  { name: 'detail series', path: (page) => firstDetail(page, 'series') },
  { name: 'req', path: '/req' },
  { name: 'scenebot', path: '/scenebot' },
  { name: 'warezmode', path: '/warezmode' },
  { name: 'search', path: '/search?q=the' },
  { name: 'release route (q)', path: '/release?q=1080p' },
  { name: 'release route (bot=scene)', path: '/release?bot=scene' },
  { name: 'release mask', path: '/search?mode=releases&page=1&q=1080p' },
  { name: '0day mask', path: '/search?mode=0day&page=1' },
  { name: 'search actors', path: '/search/actors?q=a' },
  { name: 'support', path: '/support' },
  { name: 'community', path: '/community' },
  { name: 'community vote redirect', path: '/community/vote' },
  { name: 'rules', path: '/rules' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/term-of-service' },
  { name: 'share us', path: '/shareUs' },
  { name: 'not found', path: '/does-not-exist' },
];
const GUEST_ONLY: Route[] = [
  { name: 'login', path: '/login' },
  { name: 'login.req', path: '/login.req' },
  { name: 'login.alreadyRegistered', path: '/login.alreadyRegistered' },
  { name: 'login.notVerified', path: '/login.notVerified' },
  { name: 'register', path: '/register' },
  { name: 'register simple', path: '/register/simple' },
  { name: 'register old', path: '/register/old' },
  { name: 'register done', path: '/register/done' },
  { name: 'password forgot', path: '/password/forgot' },
  { name: 'password reset', path: '/auth/password/reset' },
  { name: 'verify resend', path: '/auth/verify/resend' },
];
const LOGIN_REQUIRED: Route[] = [
  { name: 'favorite', path: '/favorite' },
  { name: 'myReviews', path: '/myReviews' },
  { name: 'myTickets', path: '/myTickets' },
  { name: 'myUploads', path: '/myUploads' },
  { name: 'nfo', path: '/nfo' },
  { name: 'settings profile', path: '/settings/profile' },
];
const click = (testId: string) => async (page: Page) => {
  await page.getByTestId(testId).first().click({ timeout: 15_000 });
  await page.waitForTimeout(700);
};

/** The shared interface pieces of spec 01 §2 (menus and dialogs), opened one by one. */
const PROBES: Route[] = [
  { name: 'probe apps menu', path: '/', act: click('apps-menu') },
  { name: 'probe notifications', path: '/', act: click('notifications-menu') },
  { name: 'probe share dialog', path: '/community', act: click('community-share') },
  {
    name: 'probe donation dialog',
    path: '/community',
    act: async (page) => {
      await click('community-share')(page);
      await click('open-donation')(page);
    },
  },
  {
    name: 'probe cart dialog',
    path: (page) => firstDetail(page, 'movie'),
    act: async (page) => {
      await click('add-to-cart')(page);
      await click('cart-button')(page);
    },
  },
  { name: 'probe NFO dialog', path: (page) => firstDetail(page, 'movie'), act: click('nfo-open') },
  { name: 'probe trailer overlay', path: (page) => firstDetail(page, 'movie'), act: click('trailer-button') },
];
const USER_MENU: Route = { name: 'probe user menu', path: '/', act: click('user-menu') };

/** What a signed-in member sees of the public side (the header's menus differ, REQ columns). */
const PUBLIC_SIGNED_IN: Route[] = PUBLIC.filter((route) =>
  ['home', 'detail movie', 'detail series', 'req', 'search', 'type movie'].includes(route.name),
);
const DASHBOARD: Route[] = DASHBOARD_ROUTES.map((route) => ({
  name: `dashboard ${route.name}`,
  path: route.path,
}));

/** The dashboard screens whose content or guard differs by role: walked in every combination. */
const DASHBOARD_KEY = new Set([
  'dashboard home',
  'dashboard entries',
  'dashboard entry editor',
  'dashboard entry editor releases',
  'dashboard reviews',
  'dashboard tickets',
  'dashboard members',
  'dashboard employees',
  'dashboard changelog',
  'dashboard audit',
  'dashboard app settings',
  'dashboard profile',
]);
const PUBLIC_KEY = new Set(['home', 'detail movie', 'detail series', 'search', 'req', 'type movie', 'login']);

/**
 * What a role walks. In full (German at 1366 px for every role, English at 390 px for guest, user
 * and admin) every route; in the other combinations the screens that differ by role, so one walk
 * fits in the better part of an hour on a loaded two-core machine.
 */
function routesOf(role: Role, full: boolean): Route[] {
  const dashboard = full ? DASHBOARD : DASHBOARD.filter((route) => DASHBOARD_KEY.has(route.name));
  switch (role) {
    case 'guest':
      return full
        ? [
            ...PUBLIC,
            ...GUEST_ONLY,
            ...LOGIN_REQUIRED,
            { name: 'dashboard home', path: '/dashboard' },
            ...PROBES,
          ]
        : [
            ...[...PUBLIC, ...GUEST_ONLY].filter((route) => PUBLIC_KEY.has(route.name)),
            { name: 'settings profile', path: '/settings/profile' },
            ...PROBES,
          ];
    case 'user':
      return [
        ...PUBLIC_SIGNED_IN,
        { name: 'login (guest-only)', path: '/login' },
        ...(full ? LOGIN_REQUIRED : LOGIN_REQUIRED.filter((route) => route.name === 'settings profile')),
        { name: 'dashboard home', path: '/dashboard' },
        USER_MENU,
      ];
    default:
      return [
        ...(full ? PUBLIC_SIGNED_IN : PUBLIC_SIGNED_IN.filter((route) => route.name.startsWith('detail'))),
        ...(full ? LOGIN_REQUIRED : []),
        ...dashboard,
        USER_MENU,
      ];
  }
}

function isFull(role: Role, width: number, lang: Lang): boolean {
  if (process.env.WALK_FULL === '1') return true;
  if (lang === 'de' && width === 1366) return true;
  return lang === 'en' && width === 390 && (role === 'guest' || role === 'user' || role === 'admin');
}

interface Load {
  role: Role;
  width: number;
  lang: Lang;
  route: string;
  path: string;
  status: number | null;
  finalPath: string;
  title: string;
  heading: string;
  pageErrors: string[];
  consoleErrors: string[];
  overflow: number;
  otherLanguage: string[];
  screenshot: string;
  failed?: string;
}

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function login(login: string, password: string): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password, remember: true }),
  });
  if (!res.ok) throw new Error(`login ${login}: ${res.status} ${await res.text()}`);
  return (await json<{ token: string }>(res)).token;
}

/** A member with the role, registered through the API and set up by the admin (role, verified). */
async function member(adminToken: string, role: Role): Promise<string> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const username = `walk_${role}_${stamp}`;
  const registered = await fetch(`${BASE}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@example.test`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
  });
  if (!registered.ok) throw new Error(`register ${username}: ${registered.status}`);
  const auth = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const list = await json<{ users: { data: { id: number; username: string }[] } }>(
    await fetch(`${BASE}/api/members?search=${username}`, { headers: auth }),
  );
  const id = list.users.data.find((u) => u.username === username)?.id;
  if (!id) throw new Error(`${username} not in the member list`);
  const updated = await fetch(`${BASE}/api/member/update`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ id, role, email_verified_at: new Date().toISOString() }),
  });
  if (!updated.ok) throw new Error(`update ${username}: ${updated.status} ${await updated.text()}`);
  return login(username, PASSWORD);
}

async function contextFor(browser: Browser, token: string | null, width: number, lang: Lang) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width, height: width < 500 ? 844 : 900 },
    locale: lang === 'de' ? 'de-DE' : 'en-US',
    serviceWorkers: 'block',
  });
  await context.addCookies([{ name: LOCALE_COOKIE, value: lang, url: BASE }]);
  if (token) {
    await context.addInitScript(({ name, value }) => localStorage.setItem(name, value), {
      name: TOKEN_STORAGE_KEY,
      value: token,
    });
  }
  return context;
}

/** Visible text of the page, without what only a screen reader or a closed menu holds. */
async function visibleText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: innerText is what is drawn; textContent has closed menus and hidden labels
  return page.evaluate(() => document.body.innerText);
}

/** One tab per role and combination; the listeners write into the current load's lists. */
interface Tab {
  page: Page;
  pageErrors: string[];
  consoleErrors: string[];
}

async function tabOf(context: BrowserContext): Promise<Tab> {
  const tab: Tab = { page: await context.newPage(), pageErrors: [], consoleErrors: [] };
  tab.page.on('pageerror', (error) => tab.pageErrors.push(error.message.slice(0, 300)));
  tab.page.on('console', (message) => {
    if (message.type() === 'error') tab.consoleErrors.push(message.text().slice(0, 300));
  });
  return tab;
}

async function visit(tab: Tab, role: Role, width: number, lang: Lang, route: Route) {
  const { page } = tab;
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  tab.pageErrors = pageErrors;
  tab.consoleErrors = consoleErrors;
  const slug = route.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const dir = path.join(OUT, `${lang}-${width}`, role);
  mkdirSync(dir, { recursive: true });
  const load: Load = {
    role,
    width,
    lang,
    route: route.name,
    path: '',
    status: null,
    finalPath: '',
    title: '',
    heading: '',
    pageErrors,
    consoleErrors,
    overflow: 0,
    otherLanguage: [],
    screenshot: path.join(dir, `${slug}.png`),
  };
  try {
    load.path = typeof route.path === 'string' ? route.path : await route.path(page);
    const response = await page.goto(`${BASE}${load.path}`, { waitUntil: 'load', timeout: 60_000 });
    load.status = response?.status() ?? null;
    await page
      .waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, {
        timeout: 30_000,
        polling: 100,
      })
      .catch(() => undefined);
    // Until the lists have answered: no loading bar, no visible skeleton, then a moment for layout.
    await page
      .waitForFunction(
        () => document.querySelectorAll('.mantine-Skeleton-root[data-visible="true"]').length === 0,
        null,
        { timeout: 10_000, polling: 200 },
      )
      .catch(() => undefined);
    await page.waitForTimeout(300);
    await route.act?.(page);
    const url = new URL(page.url());
    load.finalPath = `${url.pathname}${url.search}`;
    load.title = await page.title();
    load.heading = (
      (await page
        .locator('h1')
        .first()
        .textContent({ timeout: 1_000 })
        .catch(() => '')) ?? ''
    )
      .trim()
      .slice(0, 80);
    load.overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    const text = await visibleText(page);
    const hits = new Set<string>();
    for (const match of text.matchAll(TELLTALE[lang])) {
      const at = match.index ?? 0;
      hits.add(`${match[0]} «${text.slice(Math.max(0, at - 30), at + 40).replace(/\s+/g, ' ')}»`);
    }
    load.otherLanguage = [...hits].slice(0, 12);
    await page.screenshot({ path: load.screenshot, timeout: 20_000 });
  } catch (error) {
    load.failed = error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
  return load;
}

async function main() {
  if (!ADMIN_PASSWORD) throw new Error('set WALK_ADMIN_PASSWORD (the ADMIN_PASSWORD the app started with)');
  mkdirSync(OUT, { recursive: true });
  const roles = pick(ROLES, process.env.WALK_ROLES);
  const widths = pick(WIDTHS, process.env.WALK_WIDTHS);
  const langs = pick(LANGS, process.env.WALK_LANGS);
  const adminToken = await login(ADMIN_LOGIN, ADMIN_PASSWORD);
  const tokens = new Map<Role, string | null>([
    ['guest', null],
    ['admin', adminToken],
  ]);
  for (const role of roles) if (!tokens.has(role)) tokens.set(role, await member(adminToken, role));

  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const loads: Load[] = [];
  for (const lang of langs) {
    for (const width of widths) {
      for (const role of roles) {
        const context = await contextFor(browser, tokens.get(role) ?? null, width, lang);
        const tab = await tabOf(context);
        for (const route of routesOf(role, isFull(role, width, lang))) {
          const load = await visit(tab, role, width, lang, route);
          loads.push(load);
          const flags = [
            load.failed && `FAILED ${load.failed}`,
            load.pageErrors.length && `${load.pageErrors.length} page errors`,
            load.consoleErrors.length && `${load.consoleErrors.length} console errors`,
            load.overflow > 0 && `overflow ${load.overflow}px`,
            load.otherLanguage.length && `other language: ${load.otherLanguage.length}`,
          ].filter(Boolean);
          console.log(
            `${lang} ${width} ${role.padEnd(5)} ${route.name.padEnd(34)} ${String(load.status).padEnd(4)} → ${load.finalPath} ${flags.join('; ')}`,
          );
        }
        await context.close();
      }
    }
  }
  await browser.close();
  writeFileSync(path.join(OUT, 'loads.json'), JSON.stringify(loads, null, 2));
  const problems = loads.filter(
    (l) =>
      l.failed || l.pageErrors.length || l.consoleErrors.length || l.overflow > 0 || l.otherLanguage.length,
  );
  console.log(
    `\n${loads.length} loads, ${loads.filter((l) => l.pageErrors.length).length} with page errors, ` +
      `${loads.filter((l) => l.consoleErrors.length).length} with console errors, ` +
      `${loads.filter((l) => l.overflow > 0).length} with sideways scroll, ` +
      `${loads.filter((l) => l.otherLanguage.length).length} with words of the other language, ` +
      `${loads.filter((l) => l.failed).length} failed; details in ${path.join(OUT, 'loads.json')}`,
  );
  process.exitCode = problems.some((l) => l.failed || l.pageErrors.length) ? 1 : 0;
}

await main();
