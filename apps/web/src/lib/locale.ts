import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@regal/shared';

/** The languages the web app ships; German is the default (architecture rule 6). */
export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale the visitor chose (the `LOCALE_COOKIE` cookie), or undefined when none is set. */
export function rememberedLocale(): Locale | undefined {
  const prefix = `${LOCALE_COOKIE}=`;
  const raw = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  const value = raw ? decodeURIComponent(raw) : undefined;
  return isLocale(value) ? value : undefined;
}

/**
 * The first of German and English among the browser's languages (`navigator.languages`, best
 * first), as the server reads `Accept-Language`; undefined when it names neither.
 */
export function browserLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}

/** Remembers the locale for `LOCALE_COOKIE_DAYS` days (spec §9). */
export function writeLocaleCookie(locale: Locale): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  // The Cookie Store API is not available in every browser we support; the value is encoded above.
  // biome-ignore lint/suspicious/noDocumentCookie: see the comment above
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; max-age=${maxAge}; path=/; samesite=lax`;
}
