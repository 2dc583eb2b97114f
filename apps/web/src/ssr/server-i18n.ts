import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../lib/locale.ts';

type Messages = { [key: string]: string | Messages };

/** Every locale file, bundled into the server build: a render never waits for a text. */
const files = import.meta.glob<Messages>('../locales/*/*.json', { import: 'default', eager: true });

const resources: Resource = {};
for (const [file, messages] of Object.entries(files)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match?.[1] || !match[2]) continue;
  const lng = match[1];
  resources[lng] = { ...resources[lng], [match[2]]: messages };
}
const namespaces = Object.keys(resources.de ?? {});

const instances = new Map<Locale, Promise<I18n>>();

/**
 * The i18next instance of a language, with every namespace already there (the browser's instance
 * loads the same texts before it hydrates the page; decision 028). One per language for the
 * process: a render only reads it (nothing changes its language or adds texts), and creating one
 * per request was a measurable part of a miss.
 */
export function serverI18n(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createServerI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}

async function createServerI18n(locale: Locale): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'de',
    supportedLngs: ['de', 'en'],
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
