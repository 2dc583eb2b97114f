const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * Number formats kept per locale and options: making an `Intl.NumberFormat` costs about a
 * millisecond on a phone (it loads the locale's data), and a page of cards writes dozens of ratings
 * (measured: 47 ms of home's start-up went to making the same format again and again).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
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
  const number = locale
    ? numberFormat(locale, { maximumFractionDigits: fractionDigits, useGrouping: false }).format(rounded)
    : String(rounded);
  return `${number} ${BYTE_UNITS[unit]}`;
}

/** A rating with one decimal, written the locale's way (German `7,5`, English `7.5`). */
export function formatRating(value: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/**
 * Makes the number formats a page uses before it renders: the first format of a language loads the
 * language's number data (~13 ms on a desktop CPU, four times that on a phone), and inside a render
 * that cost cannot be split. The browser calls this in a task of its own before hydrating.
 */
export function warmNumberFormats(locale: string): void {
  formatRating(0, locale);
  formatBytes(1536, 2, locale);
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
