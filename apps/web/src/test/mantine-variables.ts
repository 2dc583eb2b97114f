import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
// What JSX compiles to: `createElement`'s overloads do not take Mantine's polymorphic components.
import { jsx } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '../app/theme.ts';

/**
 * For the tests that hold a CSS module's variables to what Mantine writes inline (issue 34: parts of
 * the page are plain elements wearing Mantine's classes, their variables declared in modules), so an
 * upgrade that renames or adds a variable fails a test instead of changing the look unnoticed.
 */
export type Variables = Record<string, string>;

/** The custom properties (`--name: value`) among a list of declarations. */
export const declarations = (text: string): Variables =>
  Object.fromEntries(
    text
      .split(';')
      .map((declaration) => declaration.trim())
      .filter((declaration) => declaration.startsWith('--'))
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
  );

/** The HTML Mantine draws for `element` under the app's theme. */
export function mantineHtml(element: ReactElement): string {
  return renderToStaticMarkup(jsx(MantineProvider, { theme, children: element }));
}

/** The custom properties Mantine writes into the (outermost styled) element's `style`, under the app's theme. */
export function inline(element: ReactElement): Variables {
  return declarations(/ style="([^"]*)"/.exec(mantineHtml(element))?.[1] ?? '');
}

/** The custom properties the top-level rule for `.name` of the CSS module at `file` declares. */
export function declared(file: URL, name: string): Variables {
  const css = readFileSync(file, 'utf8');
  const rule = new RegExp(`(?:^|\\n)\\.${name} \\{([^}]*)\\}`).exec(css)?.[1];
  if (rule === undefined) throw new Error(`no .${name} in ${file.pathname}`);
  return declarations(rule);
}
