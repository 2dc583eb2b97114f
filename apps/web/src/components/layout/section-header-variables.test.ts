import { Group, Title } from '@mantine/core';
import type { ReactElement } from 'react';
// What JSX compiles to: `createElement`'s overloads do not take Mantine's polymorphic components.
import { jsx } from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { declared, inline } from '../../test/mantine-variables.ts';

/*
 * A section header's parts are plain elements wearing Mantine's classes, with the variables Mantine
 * would write inline declared in section-header.module.css (section-header.tsx, issue 34); this holds
 * them to what Mantine writes, as release-row-variables.test.ts does for the release rows.
 */

describe('section header variables', () => {
  const cases: [string, string, ReactElement][] = [
    ['row', 'row', jsx(Group, { justify: 'space-between', align: 'end', wrap: 'nowrap', gap: 'sm' })],
    ['title', 'title', jsx(Title, { order: 2 })],
  ];
  it.each(cases)('%s: .%s holds what Mantine writes inline', (_part, name, element) => {
    const mantine = inline(element);
    expect(Object.keys(mantine).length).toBeGreaterThan(0);
    expect(declared(new URL('./section-header.module.css', import.meta.url), name)).toEqual(mantine);
  });
});
