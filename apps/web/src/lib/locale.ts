import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@regal/shared';

/** The languages the web app ships; German is the default (architecture rule 6). */
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale remembered in the `LOCALE_COOKIE` cookie, German when none or an unknown one is set. */
export function readLocaleCookie(): Locale {
  const prefix = `${LOCALE_COOKIE}=`;
  const raw = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  const value = raw ? decodeURIComponent(raw) : undefined;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Remembers the locale for `LOCALE_COOKIE_DAYS` days (spec §9). */
export function writeLocaleCookie(locale: Locale): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  // The Cookie Store API is not available in every browser we support; the value is encoded above.
  // biome-ignore lint/suspicious/noDocumentCookie: see the comment above
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; max-age=${maxAge}; path=/; samesite=lax`;
}
