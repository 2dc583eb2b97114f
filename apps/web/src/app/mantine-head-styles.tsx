import {
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  type MantineTheme,
  px,
  useMantineTheme,
} from '@mantine/core';
import { useInsertionEffect, useMemo } from 'react';

/**
 * Mantine's provider writes two <style> sheets (the theme's CSS variables and the hidden-from /
 * visible-from classes) as its first children, which put a <style> inside <div id="root"> in every
 * server-rendered page (a content-model error, issue 36). The provider is told to leave them out
 * (`withCssVariables={false}`, `withGlobalClasses={false}`) and the same two sheets stand at the end
 * of the head instead: written there by the server (entry-server.tsx, `mantineSheetsHtml`) and kept
 * there by the browser (`MantineHeadStyles`). At the end of the head they come after the linked
 * Mantine stylesheet, where they were in the cascade before (React's own hoisting of a <style
 * precedence> would put them first, and Mantine's defaults would win over the theme).
 */
export interface MantineSheets {
  variables: string;
  classes: string;
}

/** `data-mantine-styles` values, the attribute Mantine gives its own two sheets. */
const VARIABLES = 'true';
const CLASSES = 'classes';

type Variables = ReturnType<CSSVariablesResolver>;
const defaults = defaultCssVariablesResolver(DEFAULT_THEME) as Record<
  keyof Variables,
  Record<string, string>
>;

/** Only what differs from Mantine's defaults (its stylesheet has those), as the provider does it. */
function withoutDefaults(input: Variables): Variables {
  const changed = (group: keyof Variables) =>
    Object.fromEntries(Object.entries(input[group]).filter(([key, value]) => defaults[group][key] !== value));
  return { variables: changed('variables'), light: changed('light'), dark: changed('dark') };
}

/** The two sheets Mantine's provider would write for the theme (MantineCssVariables, MantineClasses). */
export function mantineSheets(theme: MantineTheme, resolver: CSSVariablesResolver): MantineSheets {
  const base = defaultCssVariablesResolver(theme);
  const own = resolver(theme);
  const merged: Variables = {
    variables: { ...base.variables, ...own.variables },
    light: { ...base.light, ...own.light },
    dark: { ...base.dark, ...own.dark },
  };
  const classes = keys(theme.breakpoints)
    .map((breakpoint) => {
      const value = String(theme.breakpoints[breakpoint]);
      const isPx = value.includes('px');
      const width = px(value) as number;
      const below = isPx ? `${width - 0.1}px` : em(width - 0.1);
      const from = isPx ? `${width}px` : em(width);
      return `@media (max-width: ${below}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
    })
    .join('');
  return { variables: convertCssVariables(withoutDefaults(merged)), classes };
}

/** The sheets as HTML for the server-rendered head. */
export function mantineSheetsHtml(sheets: MantineSheets): string {
  return (
    `<style data-mantine-styles="${VARIABLES}">${sheets.variables}</style>` +
    `<style data-mantine-styles="${CLASSES}">${sheets.classes}</style>`
  );
}

/** The sheet with the attribute at the end of the head, with the text (a no-op when the server wrote it). */
function keepInHead(kind: string, css: string) {
  let sheet = document.head.querySelector<HTMLStyleElement>(`style[data-mantine-styles="${kind}"]`);
  if (!sheet) {
    sheet = document.createElement('style');
    sheet.setAttribute('data-mantine-styles', kind);
    document.head.appendChild(sheet);
  }
  if (sheet.textContent !== css) sheet.textContent = css;
}

/** Inside MantineProvider: keeps the theme's two sheets in the head (renders nothing). */
export function MantineHeadStyles({ resolver }: { resolver: CSSVariablesResolver }) {
  const theme = useMantineTheme();
  // The server writes the sheets into the head itself (once per process) and runs no effect: computing
  // them here on every render was a fiftieth of a page miss.
  const sheets = useMemo(
    () => (typeof document === 'undefined' ? null : mantineSheets(theme, resolver)),
    [theme, resolver],
  );
  // Before the browser paints what the render changed, like Mantine's own <style> elements.
  useInsertionEffect(() => {
    if (!sheets) return;
    keepInHead(VARIABLES, sheets.variables);
    keepInHead(CLASSES, sheets.classes);
  }, [sheets]);
  return null;
}
