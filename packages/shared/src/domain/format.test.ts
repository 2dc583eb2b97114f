import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatRating,
  truncate,
  warmNumberFormats,
} from './format.ts';

describe('formatBytes (1024 units)', () => {
  it("writes the number the locale's way when given one (German decimal comma)", () => {
    expect(formatBytes(601.4 * 1024 * 1024, 2, 'de')).toBe('601,4 MB');
    expect(formatBytes(601.4 * 1024 * 1024, 2, 'en')).toBe('601.4 MB');
    expect(formatBytes(1536 * 1024 * 1024 * 1024, 2, 'de')).toBe('1,5 TB');
  });

  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 ** 2 * 700, '700 MB'],
    [1024 ** 3 * 4.37, '4.37 GB'],
    [1024 ** 4 * 2, '2 TB'],
  ])('%d bytes → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
  it('shows a dash for missing or invalid sizes', () => {
    expect(formatBytes(null)).toBe('—');
    expect(formatBytes(-1)).toBe('—');
    expect(formatBytes(Number.NaN)).toBe('—');
  });
});

describe('formatDate', () => {
  it('writes DD.MM.YYYY', () => {
    expect(formatDate('2010-09-27T12:00:00Z')).toBe('27.09.2010');
    expect(formatDate(new Date(Date.UTC(2008, 4, 3)))).toBe('03.05.2008');
  });
  it('adds HH:mm where time is shown', () => {
    expect(formatDateTime('2026-01-05T07:09:00Z')).toBe('05.01.2026 07:09');
  });
  it('is empty for no or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('kurz', 10)).toBe('kurz');
  });
  it('cuts on a word boundary and adds an ellipsis', () => {
    expect(truncate('Ein Mädchen sucht ihren Drachen im Schnee', 20)).toBe('Ein Mädchen sucht…');
  });
});

describe('formatRating', () => {
  it("writes one decimal the reader's way", () => {
    expect(formatRating(7.5, 'de')).toBe('7,5');
    expect(formatRating(7.5, 'en')).toBe('7.5');
    expect(formatRating(7, 'de')).toBe('7,0');
    expect(formatRating(6.96, 'en')).toBe('7.0');
  });
});

describe('warmNumberFormats', () => {
  it('makes the formats of ratings and sizes, so a render after it makes none', () => {
    const Original = Intl.NumberFormat;
    let made = 0;
    // Counts the formats made; each is still a real one.
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    } as typeof Intl.NumberFormat;
    try {
      // A language no other test here uses, so its formats are not made yet.
      warmNumberFormats('fr');
      const byWarmUp = made;
      expect(byWarmUp).toBeGreaterThan(0);
      expect(formatRating(7.5, 'fr')).toBe('7,5');
      expect(formatBytes(1536, 2, 'fr')).toBe('1,5 KB');
      expect(made).toBe(byWarmUp);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
