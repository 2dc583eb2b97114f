const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * The decimal mark of the site's languages (German `7,5`, English `7.5`). Written by hand rather
 * than with `Intl.NumberFormat`: the first format a page makes loads the language's number data, and
 * a phone spent 50–130 ms on it in the middle of hydrating (one task that cannot be split). Neither
 * language groups the numbers written here (ratings, sizes below 1024).
 */
function decimalMark(locale: string): string {
  return locale.toLowerCase().startsWith('de') ? ',' : '.';
}

/**
 * `value` with exactly `digits` decimals, rounded half away from zero on its shortest decimal
 * form, as Intl does: `toFixed` rounds the binary value instead (7.35 is 7.34999… in binary, so
 * `toFixed(1)` gives "7.3" where a reader and Intl expect "7.4").
 */
export function roundDecimal(value: number, digits: number): string {
  const written = Math.abs(value).toString();
  if (written.includes('e')) return value.toFixed(digits);
  const [whole = '0', fraction = ''] = written.split('.');
  let scaled = BigInt(whole + fraction.padEnd(digits, '0').slice(0, digits));
  if ((fraction[digits] ?? '0') >= '5') scaled += 1n;
  const text = scaled.toString().padStart(digits + 1, '0');
  const rounded = digits > 0 ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return value < 0 ? `-${rounded}` : rounded;
}

/** Byte sizes in 1024 units (spec §9), e.g. 1536 → "1.5 KB". */
/**
 * Bytes in 1024 units with up to `fractionDigits` decimals. With a `locale` the number is written
 * the locale's way (German: `601,4 MB`); without one (API fields) with a decimal point.
 */
export function formatBytes(bytes: number | null | undefined, fractionDigits = 2, locale?: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Number(value.toFixed(fractionDigits));
  const number = locale ? String(rounded).replace('.', decimalMark(locale)) : String(rounded);
  return `${number} ${BYTE_UNITS[unit]}`;
}

/** A rating with one decimal, written the locale's way (German `7,5`, English `7.5`). */
export function formatRating(value: number, locale: string): string {
  return roundDecimal(value, 1).replace('.', decimalMark(locale));
}

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY (spec §9) in UTC, so server and browser print the same day. Empty for no date. */
export function formatDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** DD.MM.YYYY HH:mm where a time is shown (spec §9). */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** Cuts text at `max` characters on a word boundary and adds an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
