import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation as packageHook } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation as serverHook } from './react-i18next-server.ts';
import { serverI18n } from './server-i18n.ts';

type Hook = typeof serverHook;
type Call = [ns: string | string[] | undefined, key: string, options?: Record<string, unknown>];

/** Plain keys, nested keys, interpolation, plurals, a second namespace by prefix, a missing key. */
const CALLS: Call[] = [
  ['reports', 'button'],
  ['cart', 'add', { title: 'Sintel.2010.German.DL.1080p' }],
  ['cart', 'open', { count: 3 }],
  ['reports', 'count', { count: 1 }],
  ['reports', 'count', { count: 7 }],
  [undefined, 'typesPlural.movie'],
  [['entries', 'common'], 'hero.details'],
  [['entries', 'common'], 'common:nav.home'],
  ['entries', 'listing.count', { count: 2 }],
  ['nfo', 'no.such.key'],
];

/** One call through `hook`, in its own component, as the app's components do. */
function Label({ hook, call: [ns, key, options] }: { hook: Hook; call: Call }) {
  const { t } = hook(ns);
  // Both a first call and a repeated one: the server hook keeps plain texts after the first.
  const text = options ? t(key, options) : t(key);
  const again = options ? t(key, options) : t(key);
  return createElement('p', null, `${text}|${again}`);
}

/** Calls with titles long enough that their texts overrun what one `t` keeps, then two more. */
function ManyTexts({ hook, seen }: { hook: Hook; seen: string[] }) {
  const { t } = hook('cart');
  for (let i = 0; i < 300; i++) seen.push(String(t('add', { title: `${i}-${'x'.repeat(1000)}` })));
  seen.push(String(t('open', { count: 3 })), String(t('add', { title: '0' })));
  return null;
}

function page(hook: Hook): React.ReactNode {
  return createElement(
    Fragment,
    null,
    CALLS.map((call) => createElement(Label, { key: JSON.stringify(call), hook, call })),
  );
}

async function rendered(hook: Hook, locale: 'de' | 'en'): Promise<string> {
  const i18n = await serverI18n(locale);
  return renderToString(createElement(I18nextProvider, { i18n }, page(hook)));
}

describe("the server build's useTranslation", () => {
  it('gives the same texts as the package hook, in both languages and on every later render', async () => {
    for (const locale of ['de', 'en'] as const) {
      const expected = await rendered(packageHook as unknown as Hook, locale);
      expect(expected).toContain('Sintel.2010.German.DL.1080p');
      for (let round = 0; round < 3; round++) expect(await rendered(serverHook, locale)).toBe(expected);
    }
  });

  it('keeps the languages apart: a German text never answers an English render', async () => {
    const german = await rendered(serverHook, 'de');
    const english = await rendered(serverHook, 'en');
    expect(english).not.toBe(german);
    expect(await rendered(serverHook, 'de')).toBe(german);
  });

  it('still gives the right texts after its kept texts filled up and started again', async () => {
    const i18n = await serverI18n('en');
    const texts = (hook: Hook) => {
      const seen: string[] = [];
      renderToString(createElement(I18nextProvider, { i18n }, createElement(ManyTexts, { hook, seen })));
      return seen;
    };
    const expected = texts(packageHook as unknown as Hook);
    expect(texts(serverHook)).toEqual(expected);
    expect(texts(serverHook)).toEqual(expected);
  });
});
