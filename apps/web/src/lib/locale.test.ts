import { describe, expect, it } from 'vitest';
import { browserLocale } from './locale.ts';

describe('browserLocale (the offline shell without a cookie, decision 051)', () => {
  it('takes the first of German and English among the browser languages', () => {
    expect(browserLocale(['en-US', 'en'])).toBe('en');
    expect(browserLocale(['fr-FR', 'de-AT', 'en'])).toBe('de');
    expect(browserLocale(['EN-gb'])).toBe('en');
  });
  it('names none when the browser asks for neither', () => {
    expect(browserLocale(['fr', 'it'])).toBeUndefined();
    expect(browserLocale([])).toBeUndefined();
  });
});
