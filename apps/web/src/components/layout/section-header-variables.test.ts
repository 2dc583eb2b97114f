import { readFileSync } from 'node:fs';
import { Group, MantineProvider, Title } from '@mantine/core';
import type { ReactElement } from 'react';
// What JSX compiles to: `createElement`'s overloads do not take Mantine's polymorphic components.
import { jsx } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme.ts';

/*
 * A section header's parts are plain elements wearing Mantine's classes, with the variables Mantine
 * would write inline declared in section-header.module.css (section-header.tsx, issue 34); this holds
 * them to what Mantine writes, as release-row-variables.test.ts does for the release rows.
 */

type Variables = Record<string, string>;

const declarations = (text: string): Variables =>
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

function inline(element: ReactElement): Variables {
  const html = renderToStaticMarkup(jsx(MantineProvider, { theme, children: element }));
  return declarations(/ style="([^"]*)"/.exec(html)?.[1] ?? '');
}

/** The custom properties the module's top-level rule for `.name` declares (before any nested rule). */
function declared(name: string): Variables {
  const css = readFileSync(new URL('./section-header.module.css', import.meta.url), 'utf8');
  const rule = new RegExp(`(?:^|\\n)\\.${name} \\{([^{}]*)`).exec(css)?.[1];
  if (rule === undefined) throw new Error(`no .${name} in section-header.module.css`);
  return declarations(rule);
}

describe('section header variables', () => {
  const cases: [string, string, ReactElement][] = [
    ['row', 'row', jsx(Group, { justify: 'space-between', align: 'end', wrap: 'nowrap', gap: 'sm' })],
    ['title', 'title', jsx(Title, { order: 2 })],
  ];
  it.each(cases)('%s: .%s holds what Mantine writes inline', (_part, name, element) => {
    const mantine = inline(element);
    expect(Object.keys(mantine).length).toBeGreaterThan(0);
    expect(declared(name)).toEqual(mantine);
  });
});
