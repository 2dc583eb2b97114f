import { describe, expect, it } from 'vitest';
import { languageOf } from './language-detector.ts';

describe('languageOf', () => {
  it('tells the texts the issue names apart', () => {
    expect(languageOf('Too small: expected string to have >=20 characters')).toBe('en');
    expect(languageOf('Invalid input: expected string, received undefined')).toBe('en');
    expect(languageOf('Years are YYYY or YYYY-YYYY')).toBe('en');
    expect(languageOf('Must be an http(s) URL')).toBe('en');
    expect(languageOf('Strike confirmed.')).toBe('en');
    expect(languageOf('1 Einträge: delete.')).toBe('de');
    expect(languageOf('Ungültige Telefonnummer.')).toBe('de');
    expect(languageOf('Bewertungen liegen zwischen 0 und 10.')).toBe('de');
    expect(languageOf('Eintrag nicht gefunden.')).toBe('de');
  });
  it('names no language for names and codes', () => {
    expect(languageOf('Release')).toBeNull();
    expect(languageOf('TMDB')).toBeNull();
    expect(languageOf('')).toBeNull();
  });
});
