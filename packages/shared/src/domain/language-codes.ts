/**
 * Release names and old records carry language codes in many spellings (GER, German, DEU, de).
 * The catalogue shows short two-letter country-style codes (spec §5: "GER to DE").
 */
const LANGUAGE_ALIASES: Record<string, string> = {
  GER: 'DE',
  GERMAN: 'DE',
  DEU: 'DE',
  DE: 'DE',
  DEUTSCH: 'DE',
  ENG: 'EN',
  ENGLISH: 'EN',
  EN: 'EN',
  US: 'EN',
  GB: 'EN',
  UK: 'EN',
  FRE: 'FR',
  FRA: 'FR',
  FRENCH: 'FR',
  FR: 'FR',
  SPA: 'ES',
  ESP: 'ES',
  SPANISH: 'ES',
  ES: 'ES',
  ITA: 'IT',
  ITALIAN: 'IT',
  IT: 'IT',
  JPN: 'JA',
  JAP: 'JA',
  JAPANESE: 'JA',
  JA: 'JA',
  JP: 'JA',
  KOR: 'KO',
  KOREAN: 'KO',
  KO: 'KO',
  RUS: 'RU',
  RUSSIAN: 'RU',
  RU: 'RU',
  POL: 'PL',
  POLISH: 'PL',
  PL: 'PL',
  DUT: 'NL',
  NLD: 'NL',
  DUTCH: 'NL',
  NL: 'NL',
  TUR: 'TR',
  TURKISH: 'TR',
  TR: 'TR',
  POR: 'PT',
  PORTUGUESE: 'PT',
  PT: 'PT',
  SWE: 'SV',
  SWEDISH: 'SV',
  SV: 'SV',
  CHI: 'ZH',
  ZHO: 'ZH',
  CHINESE: 'ZH',
  ZH: 'ZH',
};

/** Maps a language code to its short form (GER → DE); unknown codes are upper-cased as they are. */
export function toShortLanguageCode(code: string): string {
  const key = code.trim().toUpperCase();
  return LANGUAGE_ALIASES[key] ?? key;
}

/** Maps and de-duplicates a list, keeping the first-seen order. */
export function toShortLanguageCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.filter((c) => c.trim() !== '').map(toShortLanguageCode))];
}
