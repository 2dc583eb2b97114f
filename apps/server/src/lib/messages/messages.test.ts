import { describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en } from './en.ts';
import { langOf, localize, t } from './index.ts';

describe('server messages', () => {
  it('picks German unless English ranks higher in Accept-Language', () => {
    expect(langOf(undefined)).toBe('de');
    expect(langOf('fr-FR,fr;q=0.9')).toBe('de');
    expect(langOf('en')).toBe('en');
    expect(langOf('en-GB,en;q=0.9')).toBe('en');
    expect(langOf('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(langOf('fr,en;q=0.5,de;q=0.4')).toBe('en');
    expect(langOf('en;q=0')).toBe('de');
  });

  it('fills placeholders in the asked language', () => {
    const title = 'A.B-C';
    expect(t({ headers: {} }, 'botSent', { title })).toBe(
      'Anfrage für A.B-C gespeichert und an den Bot geschickt.',
    );
    expect(t({ headers: { 'accept-language': 'en' } }, 'botSent', { title })).toBe(
      'Request for A.B-C saved and sent to the bot.',
    );
  });

  it('translates fixed texts from either language and leaves unknown texts alone', () => {
    expect(localize(en.unauthenticated, 'de')).toBe(de.unauthenticated);
    expect(localize(de.passwordsMismatch, 'en')).toBe(en.passwordsMismatch);
    expect(localize('Something else.', 'de')).toBe('Something else.');
  });

  it('has no two keys sharing one text, so a text maps back to one key', () => {
    for (const catalogue of [de, en]) {
      const texts = Object.values(catalogue);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});
