import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDateTime, formatRating, roundDecimal, truncate } from './format.ts';

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

describe('numbers written without Intl', () => {
  // Every rating a catalogue can show (0–10) and the halves that binary rounding gets wrong.
  const ratings = [
    ...Array.from({ length: 1001 }, (_, i) => i / 100),
    7.35,
    8.05,
    0.05,
    1.45,
    2.675,
    9.95,
    9.96,
  ];
  // Sizes in megabytes from 1 to 1023.99, and more halves.
  const megabytes = [...Array.from({ length: 2000 }, (_, i) => 1 + i * 0.511), 1.005, 2.675, 601.4, 1023.95];

  it('rounds ratings exactly as Intl.NumberFormat does, in German and English', () => {
    for (const locale of ['de', 'en']) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (const value of ratings)
        expect(formatRating(value, locale), `${locale} ${value}`).toBe(intl.format(value));
    }
  });

  it('writes sizes exactly as Intl.NumberFormat does, in German and English', () => {
    for (const locale of ['de', 'en']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
      for (const value of megabytes) {
        const bytes = value * 1024 * 1024;
        const rounded = Number((bytes / 1024 / 1024).toFixed(2));
        expect(formatBytes(bytes, 2, locale), `${locale} ${value}`).toBe(`${intl.format(rounded)} MB`);
      }
    }
  });

  it('rounds half away from zero on the written value, also below zero and to whole numbers', () => {
    expect(roundDecimal(7.35, 1)).toBe('7.4');
    expect((7.35).toFixed(1)).toBe('7.3');
    expect(roundDecimal(-2.25, 1)).toBe('-2.3');
    expect(roundDecimal(9.96, 1)).toBe('10.0');
    expect(roundDecimal(2.5, 0)).toBe('3');
    expect(roundDecimal(0, 2)).toBe('0.00');
    expect(roundDecimal(1e21, 1)).toBe((1e21).toFixed(1));
  });
});
