/** A check time in the reader's language ("24.11.2026, 11:50"). */
export function formatDateTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'de-DE', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
