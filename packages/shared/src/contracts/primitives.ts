import { z } from 'zod';

/**
 * Input primitives that PostgreSQL can always take (issue: "input PostgreSQL cannot take is a 400").
 * Every contract builds its fields from these: text without NUL bytes or lone surrogates (PostgreSQL
 * refuses both in text and jsonb), ids inside the `integer` column type, and numbers from the query
 * string that are digits, never `true`.
 */

/** PostgreSQL `integer` upper bound: serial ids live below it. */
export const PG_INT_MAX = 2_147_483_647;

// A NUL byte, or a UTF-16 surrogate that is not part of a pair.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL byte is what this refuses.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Der Text enthält ungültige Zeichen.';

/** A string PostgreSQL can store (no NUL, no lone surrogate). Chain `.min()`/`.max()` before use. */
export function zText() {
  return z.string().refine((value) => !UNSTORABLE.test(value), UNSTORABLE_TEXT_MESSAGE);
}

/** Whether a string can be stored as is (for values that do not pass through zod). */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** A serial id in a JSON body: a positive integer inside PostgreSQL `integer`. */
export const ZId = z.number().int().min(1).max(PG_INT_MAX);

/** A serial id in a path or query string: digits only (no `true`, no `1e3`), inside `integer`. */
export const ZIdParam = z
  .string()
  .regex(/^\d{1,10}$/, 'Ungültige ID.')
  .transform(Number)
  .pipe(ZId);

/** An integer from the query string (digits, optional minus), within [min, max]. */
export function zIntQuery(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d{1,10}$/, 'Ganze Zahl erwartet.')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/**
 * An id a client may send as a JSON number or as a digit string (links read from a URL): both end
 * as a number inside `integer`; `true`, `1e3` and negative values are refused.
 */
export const ZIdLoose = z.union([ZId, ZIdParam]);

/** An integer in a JSON body that may also arrive as a digit string (never a boolean). */
export function zIntLoose(min: number, max: number) {
  return z.union([z.number().int().min(min).max(max), zIntQuery(min, max)]);
}

/** Years PostgreSQL and people both take (PostgreSQL refuses year 0, JavaScript makes one of it). */
const sensibleYear = (value: string) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1900 && year <= 9999;
};

/** An ISO date-time with offset, in a year between 1900 and 9999. */
export function zIsoDateTime() {
  return z.iso.datetime({ offset: true }).refine(sensibleYear, 'Datum zwischen 1900 und 9999 erwartet.');
}

/** An ISO date (YYYY-MM-DD), in a year between 1900 and 9999. */
export function zIsoDate() {
  return z.iso.date('Datum als JJJJ-MM-TT.').refine(sensibleYear, 'Datum zwischen 1900 und 9999 erwartet.');
}

export const WEB_LINK_MESSAGE = 'Nur http- und https-Links sind erlaubt.';

/** Whether a text is an absolute http(s) URL (not `javascript:`, `data:`, `ftp:`, …). */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A release link, mirror or crypted link (issue 19): http or https only, at most `max` characters.
 * An empty value passes (the editor sends empty rows; the service drops them).
 */
export function zWebLink(max = 2000) {
  return zText()
    .max(max)
    .refine((value) => value.trim() === '' || isWebLink(value), WEB_LINK_MESSAGE);
}
