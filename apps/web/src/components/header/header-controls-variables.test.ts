import { ActionIcon, Anchor, Button, Group, Indicator, Text, TextInput } from '@mantine/core';
import type { ReactElement } from 'react';
// What JSX compiles to: `createElement`'s overloads do not take Mantine's polymorphic components.
import { jsx } from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { declared, inline } from '../../test/mantine-variables.ts';

/*
 * The header's controls and the footer's parts are plain elements wearing Mantine's classes, with the
 * variables Mantine would write inline declared in CSS modules instead (header-controls.ts,
 * app-footer.tsx, issue 34). This holds each module rule to what Mantine writes for the props the
 * element used to pass, so an upgrade that renames or adds a variable fails here instead of changing
 * the look unnoticed (as release-row-variables.test.ts does for the release rows).
 */

const HEADER = './header-controls.module.css';
const FOOTER = '../footer/app-footer.module.css';

describe('header and footer variables', () => {
  const cases: [string, string, string, ReactElement][] = [
    [
      'icon button',
      HEADER,
      'subtle',
      jsx(ActionIcon, { variant: 'subtle', color: 'gray', size: 'lg', radius: 'xl' }),
    ],
    ['compact login', HEADER, 'loginCompact', jsx(ActionIcon, { radius: 'xl', size: 'lg' })],
    ['login', HEADER, 'login', jsx(Button, { radius: 'xl', size: 'sm' })],
    [
      'language',
      HEADER,
      'language',
      jsx(Button, { variant: 'subtle', color: 'gray', radius: 'xl', size: 'compact-md' }),
    ],
    ['cart count', HEADER, 'indicator', jsx(Indicator, { size: 16, offset: 6, children: 'x' })],
    ['unread count', HEADER, 'unread', jsx(Indicator, { size: 16, offset: 6, color: 'red', children: 'x' })],
    ['search field', HEADER, 'searchField', jsx(TextInput, { radius: 'xl', 'aria-label': 'x' })],
    [
      'search submit',
      HEADER,
      'searchSubmit',
      jsx(ActionIcon, { radius: 'xl', variant: 'filled', size: 'md' }),
    ],
    ['tagline', FOOTER, 'tagline', jsx(Text, { size: 'sm', c: 'dimmed' })],
    ['footer links', FOOTER, 'links', jsx(Group, { gap: 'lg' })],
    ['footer link', FOOTER, 'link', jsx(Anchor, { size: 'sm', c: 'dimmed', href: '#' })],
    ['version', FOOTER, 'version', jsx(Text, { size: 'xs', c: 'dimmed' })],
  ];
  it.each(cases)('%s: %s .%s holds what Mantine writes inline', (_part, file, name, element) => {
    const mantine = inline(element);
    expect(Object.keys(mantine).length).toBeGreaterThan(0);
    expect(declared(new URL(file, import.meta.url), name)).toEqual(mantine);
  });
});
