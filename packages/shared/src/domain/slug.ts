const GERMAN_FOLDS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
};

/**
 * URL slug from a title: German umlauts become their two-letter forms (as German URLs write them),
 * other accents are folded, everything else that is not a letter or digit becomes one hyphen.
 */
export function slugify(title: string): string {
  return title
    .replace(/[äöüßÄÖÜ]/g, (ch) => GERMAN_FOLDS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
