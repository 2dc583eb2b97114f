import { useMantineColorScheme } from '@mantine/core';
import { useIsomorphicEffect } from '@mantine/hooks';
import { preferredTheme, SSR_THEME_ATTRIBUTE } from '../lib/color-scheme.ts';

/**
 * After hydrating a server-rendered page: the page was rendered in the scheme of the request's cookie
 * (dark without one), and hydration had to match it. A visitor whose choice lived only in local
 * storage (from before the cookie) gets it now — a layout effect, so before the first paint, and
 * the cookie is written for the next page.
 */
export function HydratedColorScheme() {
  const { setColorScheme } = useMantineColorScheme();
  useIsomorphicEffect(() => {
    const root = document.documentElement;
    const rendered = root.getAttribute(SSR_THEME_ATTRIBUTE);
    if (!rendered) return;
    root.removeAttribute(SSR_THEME_ATTRIBUTE);
    const wanted = preferredTheme() ?? 'dark';
    if (wanted !== rendered) setColorScheme(wanted);
  }, []);
  return null;
}
