import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  readLocaleCookie,
  writeLocaleCookie,
} from './locale.ts';

type Messages = { [key: string]: string | Messages };

/**
 * Every `src/locales/<lng>/<namespace>.json` becomes one namespace, so a feature adds its own
 * texts by adding two files (de and en) without touching anybody else's.
 */
const files = import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' });

const resources: Record<string, Record<string, Messages>> = {};
for (const [path, messages] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng = '', ns = ''] = match;
  resources[lng] = { ...resources[lng], [ns]: messages };
}

const initial = readLocaleCookie();
document.documentElement.lang = initial;

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: Object.keys(resources[DEFAULT_LOCALE] ?? {}),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The locale in use right now; read by the API client for `Accept-Language`. */
export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeLocaleCookie(locale);
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}

export { i18n };
