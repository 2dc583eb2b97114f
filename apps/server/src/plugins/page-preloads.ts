import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type BuildManifest,
  ENTRY_BOOT_ELEMENT_ID,
  ENTRY_PAGE_SIZE,
  type EntryCard,
  type EntryDetail,
  HOME_BOOT_ELEMENT_ID,
  LOCALE_COOKIE,
  manifestClosure,
} from '@regal/shared';
import type { FastifyInstance } from 'fastify';

/** Home's route module in the web build (apps/web/src/app/router.tsx loads it lazily). */
const HOME_MODULE = 'src/features/entries/pages/home-page.tsx';

/** How long one home boot (the newest entries) is reused: a new release shows on home within this. */
export const HOME_BOOT_TTL_MS = 15_000;

/** What home's page carries for its first paint; the web app reads it in `lib/home-boot.ts`. */
export interface HomeBootData {
  latest: EntryCard[];
  /** The intro header's backdrop for the newest entry, so it can load before the entry's detail. */
  heroBackdrop: string | null;
}

/** What an entry's detail page carries; the web app reads it in `lib/entry-boot.ts`. */
export interface EntryBootData {
  entry: EntryDetail;
  /** The backdrop the carousel shows first, chosen here so the page can preload it. */
  leadBackdrop: string | null;
}

/**
 * The public routes whose page module the server can name from the address, so the browser fetches
 * it (and what it imports) with the entry script instead of after the router ran. Keys of the web
 * build's manifest (apps/web/src/app/router.tsx and the features' route lists load them lazily).
 */
const ROUTE_MODULES: [RegExp, string][] = [
  [/^\/$/, HOME_MODULE],
  [/^\/search$/, 'src/features/search/pages/search-page.tsx'],
  [/^\/search\/actors$/, 'src/features/search/pages/actor-search-page.tsx'],
  [/^\/detail\/[^/]+(\/[^/]+)?$/, 'src/features/entries/pages/entry-detail-page.tsx'],
  [/^\/type\/[^/]+$/, 'src/features/entries/pages/type-listing-page.tsx'],
];

const DETAIL_PATH = /^\/detail\/([^/]+)(?:\/[^/]+)?$/;

/** The entry uid of a detail page's address (`/detail/:uid/:slug`). */
export function detailUidOf(pathname: string): string | undefined {
  const raw = DETAIL_PATH.exec(pathname)?.[1];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The route module for an address, when the server can name it. */
export function routeModuleOf(pathname: string): string | undefined {
  return ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
}

/** The visitor's language as the web app will pick it: the locale cookie, German by default. */
export function localeOfCookie(cookieHeader: string | undefined): Locale {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  return match?.[1] === 'en' ? 'en' : 'de';
}

type Locale = 'de' | 'en';

/** Every page but home also waits for the whole Mantine sheet and the rest of its language's texts. */
const FULL_STYLES_MODULE = 'src/app/styles/full-styles.ts';

/**
 * `<link>` preloads for the page at `pathname`: its route module with the chunks and styles it
 * imports, and on pages other than home the full style sheet and the language's remaining texts —
 * all of it minus what index.html already loads. Computed from the build manifest.
 */
export function routePreloads(
  manifest: BuildManifest,
  indexHtml: string,
  pathname: string,
  locale: Locale,
): string {
  const route = routeModuleOf(pathname);
  // The shell's texts are on every page's way to its first render.
  const keys = [`locale-${locale}-shell`, ...(route ? [route] : [])];
  if (route !== HOME_MODULE) keys.push(FULL_STYLES_MODULE, `locale-${locale}`);
  const { scripts, styles } = manifestClosure(manifest, keys);
  const base = '/app/';
  const notInIndex = (file: string) => !indexHtml.includes(`${base}${file}`);
  // `crossorigin` like the <link rel="stylesheet" crossorigin> Vite's loader adds for a chunk's CSS:
  // a preload in another CORS mode is not reused, and the sheet was fetched twice.
  return [
    ...styles
      .filter(notInIndex)
      .map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
    ...scripts
      .filter(notInIndex)
      .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('');
}

/** The web build's manifest, or an empty one when the build has none (tests, a dev build). */
export function readManifest(webDist: string): BuildManifest {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest) : {};
}

/** JSON that is safe inside a <script> element whatever the titles contain ("</script>", "<!--"). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The newest entries and the intro's backdrop, read through the public API in-process (the same
 * answers, rules and caches a visitor's own requests get). Null when the API cannot answer now:
 * home then simply asks for them itself.
 */
export async function loadHomeBoot(app: FastifyInstance): Promise<HomeBootData | null> {
  const latest = await app.inject({ method: 'GET', url: `/api/entries/latest?limit=${ENTRY_PAGE_SIZE}` });
  if (latest.statusCode !== 200) return null;
  const entries = (latest.json() as { data: EntryCard[] }).data;
  let heroBackdrop: string | null = null;
  const first = entries[0];
  if (first) {
    const detail = await app.inject({ method: 'GET', url: `/api/entries/${encodeURIComponent(first.uid)}` });
    if (detail.statusCode === 200)
      heroBackdrop = (detail.json() as EntryDetail).options.backdrops[0]?.url ?? null;
  }
  return { latest: entries, heroBackdrop };
}

/**
 * The entry as the public API answers it (every visitor gets the same answer: it reads no session)
 * and one of its backdrops, picked at random as the carousel would. Null when there is no such
 * entry or the API cannot answer now: the page then asks for it itself.
 */
export async function loadEntryBoot(app: FastifyInstance, uid: string): Promise<EntryBootData | null> {
  const res = await app.inject({ method: 'GET', url: `/api/entries/${encodeURIComponent(uid)}` });
  if (res.statusCode !== 200) return null;
  const entry = res.json() as EntryDetail;
  const { backdrops } = entry.options;
  const lead = backdrops[Math.floor(Math.random() * backdrops.length)];
  return { entry, leadBackdrop: lead?.url ?? null };
}

/** What a page carries for its first paint: home's newest entries or an entry's detail. */
export type PageBoot = { kind: 'home'; data: HomeBootData } | { kind: 'entry'; data: EntryBootData };

function imagePreload(url: string): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${encodeURI(url)}">`;
}

function bootScript(elementId: string, data: object): string {
  return `<script type="application/json" id="${elementId}">${scriptSafeJson({ ...data, at: Date.now() })}</script>`;
}

/** A page: index.html with its preloads and, for home and an entry, the boot data and the image preload. */
export function renderPage(indexHtml: string, preloads: string, boot: PageBoot | null): string {
  const parts = [preloads];
  if (boot?.kind === 'home') {
    if (boot.data.heroBackdrop) parts.push(imagePreload(boot.data.heroBackdrop));
    parts.push(bootScript(HOME_BOOT_ELEMENT_ID, boot.data));
  } else if (boot?.kind === 'entry') {
    if (boot.data.leadBackdrop) parts.push(imagePreload(boot.data.leadBackdrop));
    parts.push(bootScript(ENTRY_BOOT_ELEMENT_ID, boot.data));
  }
  return indexHtml.replace('</head>', `${parts.join('')}</head>`);
}
