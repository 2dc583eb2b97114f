import { readFileSync } from 'node:fs';
import {
  ActionIcon,
  Anchor,
  AspectRatio,
  Avatar,
  Badge,
  Button,
  Checkbox,
  Chip,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactElement } from 'react';
// What JSX compiles to: `createElement`'s overloads do not take Mantine's polymorphic components.
import { jsx } from 'react/jsx-runtime';
import { describe, expect, it } from 'vitest';
import { POSTER_RATIO } from '../../../components/entries/entry-card.tsx';
import { SHARE_NETWORKS } from '../../../components/share/share-buttons.tsx';
import { declarations, declared, inline, mantineHtml } from '../../../test/mantine-variables.ts';
import { initialsColor, initialsOf } from './entry-actors.tsx';

/*
 * The detail page around the release rows (header, chips, actions, share, sources, reviews) is plain
 * elements wearing Mantine's classes, with the variables Mantine would write inline declared in CSS
 * modules (issue 34, as release-row-variables.test.ts for the rows). This holds each module rule to
 * what Mantine writes for the props the page used to pass.
 */

const HEADER = './entry-header.module.css';
const CHIPS = './entry-meta-badges.module.css';
const ACTIONS = './entry-actions.module.css';
const SOURCES = './entry-sources.module.css';
const SHARE = '../../../components/share/share-buttons.module.css';
const REVIEWS = '../../reviews/components/entry-reviews-section.module.css';
const CARD = '../../reviews/components/review-card.module.css';

const chip = (props: Record<string, unknown>) => jsx(Badge, { size: 'lg', ...props });

describe('entry detail variables', () => {
  const cases: [string, string, string, ReactElement][] = [
    ['sections', '../pages/entry-detail-page.module.css', 'sections', jsx(Stack, { gap: 48 })],
    [
      'back',
      './back-button.module.css',
      'button',
      jsx(Button, { variant: 'white', color: 'dark', radius: 'xl', size: 'sm' }),
    ],
    ['poster', HEADER, 'poster', jsx(AspectRatio, { ratio: POSTER_RATIO })],
    ['header', HEADER, 'info', jsx(Stack, { gap: 'md' })],
    ['title', HEADER, 'title', jsx(Title, { order: 1 })],
    ['original title', HEADER, 'dimmedSm', jsx(Text, { size: 'sm', c: 'dimmed' })],
    ['chips', CHIPS, 'chips', jsx(Group, { gap: 6 })],
    ['rating', CHIPS, 'rating', chip({ color: 'yellow', variant: 'filled' })],
    ['year', CHIPS, 'default', chip({ variant: 'default' })],
    ['year on image', CHIPS, 'white', chip({ variant: 'white' })],
    ['type', CHIPS, 'filled', chip({ variant: 'filled' })],
    ['sub type', CHIPS, 'light', chip({ variant: 'light' })],
    ['genre', CHIPS, 'outline', chip({ variant: 'outline' })],
    ['actions', ACTIONS, 'actions', jsx(Group, { gap: 'sm' })],
    ['trailer', ACTIONS, 'trailer', jsx(Button, { radius: 'xl' })],
    ['to releases', ACTIONS, 'toReleases', jsx(Button, { radius: 'xl', variant: 'light' })],
    [
      'favorite',
      '../../favorites/components/favorite-toggle.module.css',
      'add',
      jsx(Button, { radius: 'xl', variant: 'default' }),
    ],
    [
      'favorite saved',
      '../../favorites/components/favorite-toggle.module.css',
      'saved',
      jsx(Button, { radius: 'xl', variant: 'filled', color: 'pink' }),
    ],
    [
      'report',
      '../../reports/components/report-button.module.css',
      'button',
      jsx(Button, { radius: 'xl', variant: 'subtle', color: 'gray' }),
    ],
    ['share row', './entry-share.module.css', 'share', jsx(Group, { gap: 'sm', align: 'center' })],
    ['share label', './entry-share.module.css', 'title', jsx(Text, { size: 'sm', c: 'dimmed', fw: 600 })],
    ['share buttons', SHARE, 'group', jsx(Group, { gap: 'xs' })],
    ...SHARE_NETWORKS.map(({ key, color }): [string, string, string, ReactElement] => [
      `share on ${key}`,
      SHARE,
      key,
      jsx(ActionIcon, { size: 'lg', radius: 'xl', variant: 'filled', color }),
    ]),
    ['sources', SOURCES, 'sources', jsx(Stack, { gap: 'xs' })],
    [
      'sources heading',
      SOURCES,
      'heading',
      jsx(Text, { size: 'xs', fw: 700, tt: 'uppercase', c: 'dimmed', lts: 0.6 }),
    ],
    ['source', SOURCES, 'source', jsx(Paper, { withBorder: true, radius: 'md', p: 'sm' })],
    ['source link', SOURCES, 'link', jsx(Anchor, { fw: 600, size: 'sm', href: '#' })],
    ['licence row', SOURCES, 'licenseRow', jsx(Group, { gap: 6, mt: 6 })],
    ['licence label', SOURCES, 'licenseLabel', jsx(Text, { size: 'xs', c: 'dimmed' })],
    [
      'licence',
      SOURCES,
      'license',
      jsx(Badge, { size: 'sm', variant: 'light', color: 'teal', radius: 'sm', tt: 'none' }),
    ],
    ['reviews', REVIEWS, 'stack', jsx(Stack, { gap: 'md' })],
    ['reviews head', REVIEWS, 'head', jsx(Group, { justify: 'space-between' })],
    ['reviews title', REVIEWS, 'title', jsx(Title, { order: 2 })],
    ['login row', REVIEWS, 'login', jsx(Group, { justify: 'space-between', wrap: 'wrap', gap: 'xs' })],
    ['login text', REVIEWS, 'sm', jsx(Text, { size: 'sm' })],
    ['reviews note', REVIEWS, 'dimmed', jsx(Text, { size: 'sm', c: 'dimmed' })],
    ['review card', CARD, 'card', jsx(Paper, { withBorder: true, radius: 'md', p: 'md' })],
    ['review stack', CARD, 'stack', jsx(Stack, { gap: 6 })],
    [
      'review head',
      CARD,
      'head',
      jsx(Group, { justify: 'space-between', wrap: 'nowrap', align: 'flex-start' }),
    ],
    ['review entry', CARD, 'entry', jsx(Text, { size: 'xs', c: 'dimmed', truncate: true })],
    ['review title', CARD, 'title', jsx(Text, { fw: 700, lineClamp: 2 })],
    ['review tools', CARD, 'tools', jsx(Group, { gap: 4, wrap: 'nowrap' })],
    ['review rating', CARD, 'rating', jsx(Group, { gap: 'xs' })],
    ['review out of', CARD, 'outOf', jsx(Text, { size: 'sm', fw: 600 })],
    ['review text', CARD, 'content', jsx(Text, { size: 'sm' })],
    ['review byline', CARD, 'byline', jsx(Text, { size: 'xs', c: 'dimmed' })],
    [
      'filters',
      './entry-releases-section.module.css',
      'filters',
      jsx(Group, { justify: 'space-between', mb: 'md', gap: 'sm' }),
    ],
    [
      'filters end',
      './entry-releases-section.module.css',
      'filtersEnd',
      jsx(Group, { justify: 'flex-end', mb: 'md', gap: 'sm' }),
    ],
    ['ad link', './entry-releases-section.module.css', 'ad', jsx(Anchor, { size: 'sm', href: '#' })],
    [
      'ad label',
      './entry-releases-section.module.css',
      'adLabel',
      jsx(Text, { span: true, size: 'xs', c: 'dimmed' }),
    ],
    ['quality chips', './quality-filter.module.css', 'chips', jsx(Group, { gap: 6 })],
    [
      'quality chip',
      './quality-filter.module.css',
      'chip',
      jsx(Chip, { size: 'sm', radius: 'sm', variant: 'outline' }),
    ],
    ['checkbox', './quality-filter.module.css', 'checkbox', jsx(Checkbox, { label: 'x' })],
    [
      'open all row',
      './releases-table.module.css',
      'openAllRow',
      jsx(Group, { justify: 'flex-end', mb: 'sm' }),
    ],
    [
      'small light button (open all, log in to review)',
      '../../../components/plain-button/plain-button.module.css',
      'lightXs',
      jsx(Button, { size: 'xs', variant: 'light' }),
    ],
    [
      'season episodes',
      './releases-table.module.css',
      'episodes',
      jsx(Badge, { component: 'span', variant: 'light', radius: 'sm' }),
    ],
    [
      'season releases',
      './releases-table.module.css',
      'seasonCount',
      jsx(Text, { component: 'span', size: 'xs', c: 'dimmed' }),
    ],
    [
      'actor name',
      './entry-actors.module.css',
      'name',
      jsx(Text, { size: 'sm', fw: 600, ta: 'center', lineClamp: 2, mt: 8 }),
    ],
  ];
  it.each(cases)('%s: %s .%s holds what Mantine writes inline', (_part, file, name, element) => {
    const mantine = inline(element);
    expect(Object.keys(mantine).length).toBeGreaterThan(0);
    expect(declared(new URL(file, import.meta.url), name)).toEqual(mantine);
  });
});

describe('actor avatars', () => {
  const css = readFileSync(new URL('./entry-actors.module.css', import.meta.url), 'utf8');
  const rule = (selector: string) => {
    const start = css.indexOf(`\n${selector} {`);
    if (start < 0) throw new Error(`no ${selector}`);
    return declarations(css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start)));
  };
  const names = [
    'Sacha Goedegebure',
    'Andreas Goralczyk',
    'Enrico Valenza',
    'Jan Morgenstern',
    'Cher',
    'Jean-Luc Godard',
    'Ōno Yasunori',
    'María José Pérez López',
    'Max Schreck',
    'Buster Keaton',
    'Lon Chaney Jr.',
  ];
  it.each(names)('%j: colour and initials as <Avatar name color="initials">', (name) => {
    const avatar = jsx(Avatar, { name, color: 'initials', size: 84, radius: 999, src: null });
    const html = mantineHtml(avatar);
    expect({ ...rule('.avatar'), ...rule(`.avatar[data-color="${initialsColor(name)}"]`) }).toEqual(
      inline(avatar),
    );
    const placeholder = />([^<]*)<\/span>/.exec(html)?.[1];
    expect(initialsOf(name)).toBe(placeholder);
  });
});
