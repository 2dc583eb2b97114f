/** Scene flags (German.DL, DL, ML, AC3D, Dubbed, PROPER, ...) and other technical words that end a title. */
import { findAll, type Span, spanOf, tokenRegex } from './match.ts';
import type { ReleaseFlags } from './types.ts';

type FlagName = keyof ReleaseFlags;

const FLAG_RULES: ReadonlyArray<readonly [FlagName, RegExp]> = [
  ['germanDl', tokenRegex('German[ ._-](?:(?:AC3|DTS|EAC3|DD\\+?|TrueHD)[ ._-])?(?:Dubbed[ ._-])?DL')],
  ['dl', tokenRegex('(?<!WEB[ ._-]?)DL|Dual[ ._-]?Audios?|Dual')],
  ['ml', tokenRegex('ML|MULTi(?:\\d{1,2})?|Multi[ ._-]?Lang(?:uage)?|Multilingual')],
  ['ac3d', tokenRegex('E?AC-?3D')],
  // Dubbed and subtitled in other scenes' words too: Portuguese `Dublado`/`Legendado`, Spanish `Doblado`/
  // `Subtitulado`, Czech `Dabing`.
  [
    'dubbed',
    tokenRegex(
      '(?:Line[ ._-]?|Mic[ ._-]?)?Dubbed|Dub|(?:E?AC3)?LD|(?:E?AC3)?MD|Synced|Dublado|Doblado|Dabing',
    ),
  ],
  [
    'subbed',
    tokenRegex(
      '(?:Custom[ ._-]?|Hard[ ._-]?|Fan[ ._-]?)?Subbed|Subs?|HC|FASTSUB|VOSTFR|VOST|Legendado|Legendas|Subtitulado',
    ),
  ],
  ['proper', tokenRegex('(?:REAL[ ._-])?PROPER')],
  ['repack', tokenRegex('REPACK\\d?|RERIP')],
  ['internal', tokenRegex('iNTERNAL|iNT')],
  ['uncut', tokenRegex('UNCUT|UNCENSORED')],
  [
    'extended',
    tokenRegex("EXTENDED(?:[ ._-](?:CUT|EDITION|VERSION))?|Extended[ ._-]Directors?'?s?[ ._-]Cut"),
  ],
  ['remastered', tokenRegex('REMASTERED|REMASTER|Digitally[ ._-]Remastered')],
  ['threeD', tokenRegex('3D|H-?SBS|Half-?SBS|H-?OU|SBS|Full-?SBS')],
  ['hdr', tokenRegex('HDR(?:10(?:\\+|Plus)?)?|HDR10\\+|HLG')],
  ['dolbyVision', tokenRegex('DV|DoVi|Dolby[ ._-]?Vision')],
  ['remux', tokenRegex('Remux|BDRemux')],
  ['complete', tokenRegex('COMPLETE|Complet|Komplett')],
];

/** Words that are technical but carry no flag; they still end the title. */
const TECH_WORDS = tokenRegex(
  [
    // Edition phrases first, so that `IMAX.EDITION` is one span.
    "(?:IMAX|THEATRICAL|SPECIAL|COLLECTOR'?S?|ANNIVERSARY|ULTIMATE|DIRECTOR'?S?|FINAL|EXTENDED|UNRATED|REMASTERED|CRITERION)[ ._-]EDITION",
    'LIMITED',
    'UNRATED',
    'THEATRICAL(?:[ ._-]CUT)?',
    "Director'?s?[ ._-]?Cut|DC|DUBBED",
    'IMAX',
    'READ[ ._-]?NFO',
    '(?:DIR|NFO|SUB|SYNC|SAMPLE|PROOF|AUDIO|VIDEO)[ ._-]?FIX',
    'HYBRID',
    'WS|FS|OAR|Open[ ._-]?Matte',
    'PAL|NTSC|SECAM',
    'S?VCD|CD\\d|DVD[59]|\\dCD',
    '\\d{1,2}[ ._-]?bits?|Hi10P?|10bit|8bit',
    'AMZN|NF|DSNP|HMAX|ATVP|HULU|iTunes|HDiTunes|AmazonHD|NetflixHD|iP|BBC',
    'Criterion|Uncensored|HC|HQ|UNTOUCHED|Re-?enc(?:oded)?',
    'DTS|AC3|(?:[257][ ._]1|2[ ._]0)(?:ch)?',
    'Dual[ ._-]?Audio',
    // German edition words (`GERMAN.KINOFASSUNG`): technical, so the language before them counts.
    'Kinofassung|Kinoversion|Langfassung|TV[ ._-]?Fassung|Ungeschnitten|Uncut[ ._-]?Version',
    'CONVERT|WEBSCREENER|R5|R6',
    // Polish voice-over (`Lektor.PL`): a tag, so the language after it counts.
    'Lektor',
  ].join('|'),
);

/** `Part.2`, `Pt.2`, `Part.IV`: a part number ends the title wherever it stands. */
const PART = tokenRegex('(?:Part|Pt)[ ._]?(?:\\d{1,2}|[IVX]{1,4})');

/**
 * Tags that are also ordinary title words (`Die.Doku.Reihe`, `Custom.Cars`, `The.Audio.Files`): the parser
 * lets them end the title only where tags go (kind `weak`).
 */
const WEAK_WORDS = 'Doku|Dokumentation|DOC|Custom|Retail|RETAiL|Rated|AUDIO|ANiME';
const WEAK_WORD = new RegExp(`^(?:${WEAK_WORDS})$`, 'i');

/**
 * TV words that stand where an episode number would (`Show.Pilot.HDTV`, `Show.Christmas.Special.HDTV`,
 * `Show.Complete.Series.720p`): a series release. Also ordinary title words (`The.Special.2019`), so they
 * count only where tags go, like the weak words (kind `tvword`).
 */
const TV_WORDS =
  '(?:(?:Christmas|Xmas|Holiday|Halloween|Easter|New[ ._]Year)[ ._])?Special(?![ ._-]Edition)|Specials|Pilot|Complete[ ._]Series|Mini-?Series';
/** One scan for both kinds (fewer passes over the name). */
const WEAK_OR_TV = tokenRegex(`${WEAK_WORDS}|${TV_WORDS}`);

export interface FlagsResult {
  flags: ReleaseFlags;
  spans: Span[];
}

export function emptyFlags(): ReleaseFlags {
  return {
    germanDl: false,
    dl: false,
    ml: false,
    ac3d: false,
    dubbed: false,
    subbed: false,
    proper: false,
    repack: false,
    internal: false,
    uncut: false,
    extended: false,
    remastered: false,
    threeD: false,
    hdr: false,
    dolbyVision: false,
    remux: false,
    complete: false,
  };
}

export function detectFlags(text: string): FlagsResult {
  const flags = emptyFlags();
  const spans: Span[] = [];
  for (const [name, re] of FLAG_RULES) {
    for (const m of findAll(re, text)) {
      flags[name] = true;
      spans.push(spanOf(m, name));
    }
  }
  if (flags.germanDl) flags.dl = true;
  for (const m of findAll(TECH_WORDS, text)) spans.push(spanOf(m, 'tech'));
  for (const m of findAll(PART, text)) spans.push(spanOf(m, 'part'));
  for (const m of findAll(WEAK_OR_TV, text)) spans.push(spanOf(m, WEAK_WORD.test(m[0]) ? 'weak' : 'tvword'));
  return { flags, spans };
}
