import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  englishMarks,
  flattenMessages,
  germanMarks,
} from '../../../../packages/shared/src/testing/language-guess.ts';

const LOCALES_DIR = import.meta.dirname;

/**
 * Texts the spec quotes verbatim in English (spec §8 notices, §4 update notice): they stay English
 * in the German bundle too (the house rule: quoted texts are used as quoted).
 */
const SPEC_QUOTED_ENGLISH = new Set([
  'Error on copy. Copy the token yourself.',
  'Error while trying to copy the key to your clipboard',
  'Update v{{version}} installed',
  // spec 02 §2 and §5
  'No items here',
  'Release already assigned to {{title}}',
  'Strike User',
  // spec 02 §2 release card label (audit-02 row 36)
  'Bind to User Account',
]);

function bundle(lng: string): Map<string, Record<string, unknown>> {
  const files = readdirSync(path.join(LOCALES_DIR, lng)).filter((f) => f.endsWith('.json'));
  return new Map(
    files.map((f) => [
      f.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(LOCALES_DIR, lng, f), 'utf8')),
    ]),
  );
}

const de = bundle('de');
const en = bundle('en');

describe('web locale files', () => {
  it('have the same namespaces and keys in both languages', () => {
    expect([...en.keys()].sort()).toEqual([...de.keys()].sort());
    for (const [ns, messages] of de) {
      const deKeys = flattenMessages(messages as never).map(([k]) => k);
      const enKeys = flattenMessages(en.get(ns) as never).map(([k]) => k);
      expect(enKeys.sort(), ns).toEqual(deKeys.sort());
    }
  });

  it('have no German text in the English bundle', () => {
    const german = [...en].flatMap(([ns, messages]) =>
      flattenMessages(messages as never)
        .filter(([, text]) => germanMarks(text).length > 0)
        .map(([key, text]) => `${ns}:${key} = ${text} (${germanMarks(text).join(', ')})`),
    );
    expect(german).toEqual([]);
  });

  it('have no English text in the German bundle, but for the spec-quoted ones', () => {
    const english = [...de].flatMap(([ns, messages]) =>
      flattenMessages(messages as never)
        .filter(([, text]) => !SPEC_QUOTED_ENGLISH.has(text) && englishMarks(text).length > 0)
        .map(([key, text]) => `${ns}:${key} = ${text} (${englishMarks(text).join(', ')})`),
    );
    expect(english).toEqual([]);
  });

  it('issue 36: the texts German readers saw in English, and English "Keep", are translated', () => {
    const text = (bundleOf: Map<string, Record<string, unknown>>, ns: string, key: string) =>
      Object.fromEntries(flattenMessages(bundleOf.get(ns) as never))[key];
    expect(text(de, 'account', 'profile.updated')).toBe('Profil gespeichert');
    expect(text(de, 'account', 'tokens.copied')).toBe('Token in die Zwischenablage kopiert');
    expect(text(en, 'favorites', 'add')).not.toBe('Keep');
    // Every audit action has a label in both languages (dashboard home and the audit log showed codes).
    for (const code of ['entry.autoShow', 'entry.autoHide', 'links.check', 'key.create', 'jobs.retry'])
      for (const bundleOf of [de, en]) expect(bundleOf.get('audit-actions')?.[code], code).toBeTruthy();
  });

  it('the guess itself catches a German text in English and the other way round', () => {
    expect(germanMarks('Keine Treffer für deine Suche')).not.toEqual([]);
    expect(englishMarks('Scroll left')).toEqual([]);
    expect(englishMarks('Please sign in to see your cart')).not.toEqual([]);
    expect(germanMarks('Release download')).toEqual([]);
  });
});
