import { describe, expect, it } from 'vitest';
import { toShortLanguageCode, toShortLanguageCodes } from './language-codes.ts';

describe('language codes', () => {
  it('maps GER to DE as the spec says', () => {
    expect(toShortLanguageCode('GER')).toBe('DE');
    expect(toShortLanguageCode('german')).toBe('DE');
    expect(toShortLanguageCode('deu')).toBe('DE');
  });
  it('maps other three-letter codes and keeps unknown ones upper-cased', () => {
    expect(toShortLanguageCode('ENG')).toBe('EN');
    expect(toShortLanguageCode('jpn')).toBe('JA');
    expect(toShortLanguageCode('xx')).toBe('XX');
  });
  it('de-duplicates a list and keeps its order', () => {
    expect(toShortLanguageCodes(['GER', 'ENG', 'DE', ' '])).toEqual(['DE', 'EN']);
  });
});
