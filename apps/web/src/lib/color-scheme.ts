import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { THEME_COOKIE, THEME_STORAGE_KEY } from '@regal/shared';

export type Theme = 'dark' | 'light';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `light` only when asked for: dark is the default (spec §4). */
export function themeOf(value: string | null | undefined): Theme {
  return value === 'light' ? 'light' : 'dark';
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

function writeCookie(theme: Theme): void {
  // The Cookie Store API is not available in every browser we support.
  // biome-ignore lint/suspicious/noDocumentCookie: see the comment above
  document.cookie = `${THEME_COOKIE}=${theme}; max-age=${YEAR_SECONDS}; path=/; samesite=lax`;
}

/**
 * Spec §4: dark mode by default, the choice kept in local storage — and in a cookie, so the server
 * renders the page in the visitor's scheme without a flash (decision 028). A visitor from before the
 * cookie gets it written from local storage on the first read.
 */
export function cookieColorSchemeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | null = null;
  return {
    get: (defaultValue: MantineColorScheme) => {
      if (typeof document === 'undefined') return defaultValue;
      // A server-rendered page hydrates in the scheme it was rendered in (the HTML must match);
      // HydratedColorScheme applies the visitor's choice right after, before the first paint.
      const rendered = document.documentElement.getAttribute(SSR_THEME_ATTRIBUTE);
      if (rendered) return themeOf(rendered);
      return preferredTheme() ?? defaultValue;
    },
    set: (value: MantineColorScheme) => {
      const theme = themeOf(value);
      writeCookie(theme);
      try {
        localStorage.setItem(THEME_STORAGE_KEY, theme);
      } catch {
        // Storage may be blocked; the cookie still carries the choice.
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.key === THEME_STORAGE_KEY) onUpdate(themeOf(event.newValue));
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => {
      // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
      document.cookie = `${THEME_COOKIE}=; max-age=0; path=/`;
      try {
        localStorage.removeItem(THEME_STORAGE_KEY);
      } catch {
        // Nothing stored.
      }
    },
  };
}

/** The attribute the server writes on <html> naming the scheme it rendered the page in. */
export const SSR_THEME_ATTRIBUTE = 'data-ssr-theme';

/** The visitor's choice: the cookie, else local storage (then written to the cookie), else none. */
export function preferredTheme(): Theme | null {
  const cookie = readCookie(THEME_COOKIE);
  if (cookie) return themeOf(cookie);
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored) {
      // A visitor from before the cookie: the next page the server renders is in their scheme.
      writeCookie(themeOf(stored));
      return themeOf(stored);
    }
  } catch {
    // Storage may be blocked; the default stands.
  }
  return null;
}

/** On the server: the scheme the request's cookie names, never written. */
export function fixedColorSchemeManager(theme: Theme): MantineColorSchemeManager {
  return {
    get: () => theme,
    set: () => undefined,
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => undefined,
  };
}
