import { ActionIcon, Anchor, Badge, Button, Text } from '@mantine/core';
import type { ReactElement } from 'react';
// What JSX compiles to: `createElement`'s overloads do not take Mantine's polymorphic components.
import { jsx } from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { declared, inline } from '../../../test/mantine-variables.ts';

/*
 * A release row's parts are plain elements wearing Mantine's classes, with the variables Mantine would
 * write inline declared in CSS modules instead (release-row.tsx, issue 34). This holds each module rule
 * to what Mantine writes for the props the row used to pass, so an upgrade that renames or adds a
 * variable fails here instead of changing the look unnoticed.
 */

describe('release row variables', () => {
  const cases: [string, string, string, ReactElement][] = [
    [
      'hoster link',
      './hoster-links.module.css',
      'link',
      jsx(Button, { size: 'compact-sm', variant: 'light', radius: 'xl' }),
    ],
    ['no links', './hoster-links.module.css', 'none', jsx(Text, { size: 'xs', c: 'dimmed' })],
    ['release name', './releases-table.module.css', 'fulltitle', jsx(Text, { size: 'sm', fw: 600 })],
    [
      'episode',
      './releases-table.module.css',
      'episode',
      jsx(Badge, { size: 'xs', variant: 'filled', radius: 'sm' }),
    ],
    [
      'language',
      './releases-table.module.css',
      'language',
      jsx(Badge, { size: 'sm', variant: 'light', radius: 'sm' }),
    ],
    ['mirror label', './releases-table.module.css', 'mirrorLabel', jsx(Text, { size: 'xs', c: 'dimmed' })],
    ['usenet link', './releases-table.module.css', 'usenet', jsx(Anchor, { size: 'xs', href: '#' })],
    [
      'cart',
      '../../../components/cart/add-to-cart-button.module.css',
      'button',
      jsx(ActionIcon, { variant: 'light', radius: 'xl', size: 'md' }),
    ],
    [
      'NFO',
      '../../../components/nfo-search/nfo-search-button.module.css',
      'button',
      jsx(ActionIcon, { variant: 'subtle', radius: 'xl' }),
    ],
    [
      'report',
      '../../reports/components/report-button.module.css',
      'icon',
      jsx(ActionIcon, { variant: 'subtle', color: 'gray' }),
    ],
  ];
  it.each(cases)('%s: %s .%s holds what Mantine writes inline', (_part, file, name, element) => {
    const mantine = inline(element);
    expect(Object.keys(mantine).length).toBeGreaterThan(0);
    expect(declared(new URL(file, import.meta.url), name)).toEqual(mantine);
  });
});
