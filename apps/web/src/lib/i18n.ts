import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  browserLocale,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  rememberedLocale,
  writeLocaleCookie,
} from './locale.ts';
import { serverScope } from './server-scope.ts';
import { SHELL_NAMESPACES as SHELL_NAMESPACE_LIST } from './shell-namespaces.ts';

type Messages = { [key: string]: string | Messages };

/**
 * Every `src/locales/<lng>/<namespace>.json` becomes one namespace, so a feature adds its own
 * texts by adding two files (de and en) without touching anybody else's. Each file is its own
 * small chunk, fetched when its language and namespace are first needed: the first paint loads
 * only the visitor's language and the namespaces the shell and home draw.
 */
const loaders = import.meta.glob<Messages>('../locales/*/*.json', { import: 'default' });

function fileOf(lng: string, ns: string): string {
  return `../locales/${lng}/${ns}.json`;
}

/** Every namespace there is (read from the file names of the default language). */
export const ALL_NAMESPACES: string[] = Object.keys(loaders)
  .map((file) => /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file))
  .filter((match): match is RegExpExecArray => match?.[1] === DEFAULT_LOCALE)
  .map((match) => match[2] ?? '');

/** What the header, footer, cart, menus and home draw: loaded before the first render. */
export const SHELL_NAMESPACES = SHELL_NAMESPACE_LIST.filter((ns) => ALL_NAMESPACES.includes(ns));

const globBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = loaders[fileOf(lng, ns)];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (messages) => callback(null, messages),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The page's language: what the server rendered it in (decision 028). The service worker's offline
 * shell has none and decides as the server would (decision 051): `?lang=`, the locale cookie, the
 * browser's languages, German. Nothing to read while the server bundle is loaded (it has no document).
 */
function initialLocale(): Locale {
  if (typeof document === 'undefined') return DEFAULT_LOCALE;
  // An English address (`?lang=en`, decision 029) is remembered, so the next page stays English.
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(asked)) writeLocaleCookie(asked);
  const rendered = document.documentElement.dataset.ssrLang;
  if (isLocale(rendered)) return rendered;
  if (isLocale(asked)) return asked;
  return rememberedLocale() ?? browserLocale(navigator.languages ?? [navigator.language]) ?? DEFAULT_LOCALE;
}

const initial = initialLocale();
if (typeof document !== 'undefined') document.documentElement.lang = initial;

/** Resolves once the visitor's language and the shell's namespaces are there (main.tsx waits for it). */
export const i18nReady = i18n
  .use(globBackend)
  .use(initReactI18next)
  .init({
    lng: initial,
    // No fallback language: both are complete (locales.test.ts holds them to the same keys), and a
    // fallback is loaded beside the page's language — an English page fetched and parsed every
    // German namespace it used as well.
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    ns: SHELL_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Every other namespace of the language in use; each page but home waits for it before it renders. */
export function loadAllNamespaces(): Promise<void> {
  return i18n.loadNamespaces(ALL_NAMESPACES);
}

/** The locale in use right now; read by the API client for `Accept-Language`. */
export function currentLocale(): Locale {
  const scope = serverScope();
  if (scope) return scope.locale;
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeLocaleCookie(locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}

export { i18n };
