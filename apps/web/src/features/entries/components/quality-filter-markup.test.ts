import { Checkbox, Chip, Group, MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
// What JSX compiles to: `createElement`'s overloads do not take Mantine's polymorphic components.
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { PlainCheckbox, QualityFilter } from './quality-filter.tsx';
import { QUALITIES, type Quality } from './release-tech.ts';

/*
 * The quality chips and the fuller table's checkbox are plain elements wearing Mantine's classes
 * (quality-filter.tsx, issue 34). This holds their markup to what Mantine's Chip and Checkbox draw,
 * apart from the inline variables (entry-detail-variables.test.ts), the static `mantine-*` names, the
 * ids and Chip's stray `radius` attribute: an upgrade that changes Mantine's markup fails here.
 */
const noop = () => undefined;

function html(element: ReactElement): string {
  return renderToStaticMarkup(jsx(MantineProvider, { theme, children: element }))
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/ style="[^"]*"/g, '')
    .replace(/ (id|for)="[^"]*"/g, '')
    .replace(/ radius="[^"]*"/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/ class="([^"]*)"/g, (_all, names: string) => {
      const kept = names
        .split(/\s+/)
        .filter((name) => name && !/^mantine-[A-Z]/.test(name) && !name.startsWith('_'));
      return ` class="${kept.sort().join(' ')}"`;
    });
}

const counts: Record<Quality, number> = { SD: 2, '720p': 1, '1080p': 0, '2160p': 3 };

function mantineChips(value: Quality[]) {
  return jsx(Chip.Group, {
    multiple: true,
    value,
    onChange: noop,
    children: jsx(Group, {
      gap: 6,
      'data-testid': 'quality-filter',
      children: QUALITIES.map((quality) =>
        jsxs(
          Chip,
          {
            value: quality,
            size: 'sm',
            radius: 'sm',
            variant: 'outline',
            disabled: counts[quality] === 0,
            'data-testid': `quality-${quality}`,
            children: [quality, ' · ', counts[quality]],
          },
          quality,
        ),
      ),
    }),
  });
}

describe('quality filter markup', () => {
  it.each([[[]], [['SD', '2160p']]] as Quality[][][])('chips checked %j as Mantine draws them', (value) => {
    expect(html(jsx(QualityFilter, { value, onChange: noop, counts }))).toBe(html(mantineChips(value)));
  });

  it.each([false, true])('checkbox checked %s as Mantine draws it', (checked) => {
    const mine = jsx(PlainCheckbox, {
      checked,
      onChange: noop,
      label: 'Technical',
      testId: 'full-table-toggle',
    });
    const mantine = jsx(Checkbox, {
      checked,
      onChange: noop,
      label: 'Technical',
      'data-testid': 'full-table-toggle',
    });
    expect(html(mine)).toBe(html(mantine));
  });
});
