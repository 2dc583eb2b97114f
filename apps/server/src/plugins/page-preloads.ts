import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BuildManifest, LOCALE_COOKIE, manifestClosure, THEME_COOKIE } from '@regal/shared';

/** Home's route module in the web build (apps/web/src/app/routes.tsx loads it lazily). */
const HOME_MODULE = 'src/features/entries/pages/home-page.tsx';

/**
 * The public routes whose page module the server can name from the address, so the browser fetches
 * it (and what it imports) with the entry script instead of after the router ran. Keys of the web
 * build's manifest (apps/web/src/app/routes.tsx and the features' route lists load them lazily).
 */
const ROUTE_MODULES: [RegExp, string][] = [
  [/^\/$/, HOME_MODULE],
  [/^\/search$/, 'src/features/search/pages/search-page.tsx'],
  [/^\/search\/actors$/, 'src/features/search/pages/actor-search-page.tsx'],
  [/^\/detail\/[^/]+(\/[^/]+)?$/, 'src/features/entries/pages/entry-detail-page.tsx'],
  [/^\/type\/[^/]+$/, 'src/features/entries/pages/type-listing-page.tsx'],
  [/^\/v2\/type\/[^/]+$/, 'src/features/entries/pages/legacy-listing-page.tsx'],
  [/^\/(page\/[^/]+|privacy|term-of-service|support|rules)$/, 'src/features/pages/pages/content-page.tsx'],
  [/^\/community$/, 'src/features/pages/pages/community-page.tsx'],
  [/^\/req$/, 'src/features/search/pages/req-page.tsx'],
  [/^\/scenebot$/, 'src/features/search/pages/scenebot-page.tsx'],
  [/^\/warezmode$/, 'src/features/entries/pages/warezmode-page.tsx'],
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

export type Locale = 'de' | 'en';

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookieHeader ?? '')?.[1];
}

/** The language the locale cookie names, if it names one. */
export function localeOfCookie(cookieHeader: string | undefined): Locale | undefined {
  const value = cookieValue(cookieHeader, LOCALE_COOKIE);
  return value === 'en' || value === 'de' ? value : undefined;
}

/** The first of German and English the browser lists in `Accept-Language` (by weight), if any. */
export function localeOfAcceptLanguage(header: string | undefined): Locale | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((item) => item.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((item) => item.lang === 'de' || item.lang === 'en');
  return found?.lang as Locale | undefined;
}

/**
 * The page's language (decision 029): `?lang=` in the address (the English address of a page), else
 * the locale cookie (the visitor's choice), else the browser's `Accept-Language`, else German.
 */
export function pageLocale(query: string, headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const asked = new URLSearchParams(query).get('lang');
  if (asked === 'en' || asked === 'de') return asked;
  return localeOfCookie(headers.cookie) ?? localeOfAcceptLanguage(headers['accept-language']) ?? 'de';
}

/** The colour scheme the theme cookie names: dark unless the visitor chose light (spec §4). */
export function themeOfCookie(cookieHeader: string | undefined): 'dark' | 'light' {
  return cookieValue(cookieHeader, THEME_COOKIE) === 'light' ? 'light' : 'dark';
}

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
  /** A server-rendered page needs its styles before the first paint, not just early. */
  stylesheets = false,
): string {
  const route = routeModuleOf(pathname);
  // The shell's texts are on every page's way to its first render.
  const keys = [`locale-${locale}-shell`, ...(route ? [route] : [])];
  // A server-rendered page links the sheets of the Mantine components in its HTML instead
  // (mantine-parts.ts): the whole sheet would block its first paint; hydration loads it.
  if (route !== HOME_MODULE) keys.push(...(stylesheets ? [] : [FULL_STYLES_MODULE]), `locale-${locale}`);
  const { scripts, styles } = manifestClosure(manifest, keys);
  const base = '/app/';
  const notInIndex = (file: string) => !indexHtml.includes(`${base}${file}`);
  // `crossorigin` like the <link rel="stylesheet" crossorigin> Vite's loader adds for a chunk's CSS:
  // a preload in another CORS mode is not reused, and the sheet was fetched twice.
  return [
    ...styles
      .filter(notInIndex)
      .map((file) =>
        stylesheets
          ? `<link rel="stylesheet" crossorigin href="${base}${file}">`
          : `<link rel="preload" as="style" crossorigin href="${base}${file}">`,
      ),
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
