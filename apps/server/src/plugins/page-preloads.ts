import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ENTRY_PAGE_SIZE,
  type EntryCard,
  type EntryDetail,
  HOME_BOOT_ELEMENT_ID,
  LOCALE_COOKIE,
} from '@regal/shared';
import type { FastifyInstance } from 'fastify';

/** One record of Vite's `dist/.vite/manifest.json`. */
type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

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
  manifest: Manifest,
  indexHtml: string,
  pathname: string,
  locale: Locale,
): string {
  const route = routeModuleOf(pathname);
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string | undefined) => {
    const chunk = key
      ? (manifest[key] ?? Object.values(manifest).find((c) => c.name === key && !c.isEntry))
      : undefined;
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // The shell's texts are on every page's way to its first render.
  visit(`locale-${locale}-shell`);
  visit(route);
  if (route !== HOME_MODULE) {
    visit(FULL_STYLES_MODULE);
    visit(`locale-${locale}`);
  }
  const base = '/app/';
  const notInIndex = (file: string) => !indexHtml.includes(`${base}${file}`);
  return [
    ...[...styles].filter(notInIndex).map((file) => `<link rel="preload" as="style" href="${base}${file}">`),
    ...[...files]
      .filter(notInIndex)
      .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('');
}

/** The web build's manifest, or an empty one when the build has none (tests, a dev build). */
export function readManifest(webDist: string): Manifest {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
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

/** A page: index.html with its preloads and, for home, the boot data and the backdrop preload. */
export function renderPage(indexHtml: string, preloads: string, boot: HomeBootData | null): string {
  const parts = [preloads];
  if (boot) {
    if (boot.heroBackdrop) {
      parts.push(
        `<link rel="preload" as="image" fetchpriority="high" href="${encodeURI(boot.heroBackdrop)}">`,
      );
    }
    parts.push(
      `<script type="application/json" id="${HOME_BOOT_ELEMENT_ID}">${scriptSafeJson({ ...boot, at: Date.now() })}</script>`,
    );
  }
  return indexHtml.replace('</head>', `${parts.join('')}</head>`);
}
