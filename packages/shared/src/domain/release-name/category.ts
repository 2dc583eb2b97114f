/** Non-video releases (`other`): e-books, audiobooks, music, games, apps, adult. */
import { findAll, type Span, spanOf, tokenRegex } from './match.ts';
import type { ReleaseCategory } from './types.ts';

const STRONG: ReadonlyArray<readonly [Exclude<ReleaseCategory, null>, RegExp]> = [
  ['audiobook', tokenRegex('Audio-?books?|A-?BOOK|H(?:oe|ö)rbuch|H(?:oe|ö)rspiel|Audible|Lesung')],
  [
    'ebook',
    tokenRegex(
      'e-?Books?|ePub|MOBI|AZW3?|PDF|MAGAZiNE|Comic|Bookware|Presseheft|Zeitschrift|Retail[ ._]eBook',
    ),
  ],
  ['xxx', tokenRegex('XXX|IMAGESET')],
  [
    'game',
    tokenRegex(
      'MULTi\\d{1,2}|PS[2345]|PSP|PSV(?:ita)?|XBOX(?:360|ONE|SX)?|X360|XBLA|NSW|Wii(?:U)?|NDS|3DS|GBA|NGC|GameCube|GOG|DLC|Trainer|Incl[ ._]+(?:Offline[ ._]+)?Crack|Crack(?:ed|fix)?[ ._-]?(?:Only)?|Update[ ._](?:v\\d[\\d.]*|\\d+\\.\\d[\\d.]*)',
    ),
  ],
  [
    'app',
    tokenRegex(
      // `for.Android`: the platform phrase is not part of the name.
      '(?:for[ ._])?(?:Win(?:ALL|32|64|XP|dows)|MacOS(?:X)?|Mac|Linux|Android|iOS)|x86|x64|Keygen|Incl[ ._]+(?:Keygen|Serial|Patch)|Portable|SymbianOS|NGAGE|Multilingual|Serial|Patch',
    ),
  ],
  [
    'music',
    tokenRegex(
      'M(?:BLURAY|DVDR?|BD)|WEB-?FLAC|CDM|CDS|CDR|\\d?CD|VINYL|Discography|Bootleg|SINGLE|Album|DVBS|LP',
    ),
  ],
];

/** Music-video sources (`MBLURAY`, `MDVDR`): music even though the name carries video tags. */
const MUSIC_VIDEO = /^M(?:BLURAY|DVDR?|BD)$/i;

/** Is a single word a non-video category tag (`eBook`, `NSW`, `x64`, `Crackfix`)? For group splitting. */
export function isCategoryWord(word: string): boolean {
  if (MUSIC_VIDEO.test(word)) return true;
  for (const [, re] of STRONG) {
    re.lastIndex = 0;
    const m = re.exec(word);
    if (m && m.index === 0 && m[0].length === word.length) return true;
  }
  return false;
}

/** Platforms and regions that end a game title (`NFL_Madden_2007_USA_BLUERAY_PS3`). */
const GAME_TAIL = tokenRegex('USA|EUR|PAL|NTSC|JPN|JAP|MULTi\\d{1,2}|Blue?-?Ray|DVD\\d?|ISO');

/** A software or issue version: `v1.2.3`, `V4.84`, `v23.10.4.0`. */
const VERSION = tokenRegex('v\\d+(?:\\.\\d+)*[a-z]?|Build[ ._]?\\d+');
/** Issue markers on magazines and comics: `No.314`, `N119`, `Ausgabe.15`, `Band.05`, `Vol.2`, months. */
const ISSUE = tokenRegex(
  'No[ ._]?\\d+|Nr[ ._]?\\d+|N\\d{2,4}|#\\d+|(?:0[1-9]|1[0-2])(?=[ ._](?:19|20)\\d{2}(?![0-9]))|Ausgabe|Issue|Band|Vol(?:ume)?[ ._]?\\d+|Januar|Februar|M(?:ae|ä)rz|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|January|February|March|May|June|July|October|December',
);
/** Scene music and music-video names: `Artist_-_Title-(CAT)-WEB-2021-GROUP`. */
const MUSIC_TAIL =
  /-(?:\(?[A-Z0-9]+-?\d*\)?-)?(?:WEB|CD|CDM|CDS|VINYL|DVBS|SAT|FM|FLAC|MP3|[A-Z]{2})?-?((?:19|20)\d{2})-[^-. ]+$/;

export interface CategoryResult {
  category: ReleaseCategory;
  spans: Span[];
}

/** Catalogue entry types that are never video. */
const HINT_CATEGORIES: Readonly<Record<string, Exclude<ReleaseCategory, null>>> = {
  music: 'music',
  game: 'game',
  digital: 'ebook',
};

export interface CategoryEvidence {
  /** Resolution, video source or codec in the name. */
  media: boolean;
  /** An episode marker in the name. */
  episode: boolean;
  /** Is a word a tag? Lets a category word in a video name count only where tags go. */
  isTag?: (word: string) => boolean;
}

/**
 * `evidence` tells whether the name carries video evidence: `media` (resolution, video source, codec) or an
 * `episode` marker. Weak signals (versions, music words) only count without it. With it, a category word
 * also counts only where tags go — before another tag or at the end — because it is then as likely a
 * title word (`The.Trainer.2019.1080p`, `Comic.Book.Villains.2022`, `Windows.to.the.Soul`).
 */
export function detectCategory(
  text: string,
  fullName: string,
  evidence: CategoryEvidence,
  hintType?: string,
): CategoryResult {
  const spans: Span[] = [];
  const video = evidence.media || evidence.episode;
  const isTag = evidence.isTag;
  const tagPlace = (m: RegExpExecArray) => {
    if (!video || !isTag) return true;
    const next = /^[ ._\-()[\]]*([A-Za-z0-9]+)/.exec(text.slice(m.index + m[0].length))?.[1];
    return next === undefined || (!/^\d+$/.test(next) && isTag(next));
  };
  let category: ReleaseCategory = null;
  for (const [kind, re] of STRONG) {
    for (const m of findAll(re, text)) {
      // Music-video sources (`MBLURAY`) are music even with video tags; other music words are not.
      if ((kind === 'music' || kind === 'xxx') && evidence.media && !MUSIC_VIDEO.test(m[0])) continue;
      // `MULTi5`: a count of menu languages, as games name it; video says `MULTi` without a count.
      if (kind === 'game' && video && /^MULTi/i.test(m[0])) continue;
      if (kind === 'app' && video && !/keygen|incl|win/i.test(m[0])) continue;
      if (kind !== 'xxx' && !tagPlace(m)) continue;
      spans.push(spanOf(m, kind));
      category ??= kind;
    }
  }
  for (const m of findAll(VERSION, text)) {
    if (video && !category) continue;
    spans.push(spanOf(m, 'version'));
    category ??= 'app';
  }
  const underscored = !/[. ]/.test(fullName.replace(/\.\.+/g, '_').replace(/\.(?=\d)/g, ''));
  if (!category && (underscored || /_-_|--/.test(fullName)) && MUSIC_TAIL.test(fullName)) category = 'music';
  if (category === 'ebook' || category === 'app' || category === 'game') {
    for (const m of findAll(ISSUE, text)) spans.push(spanOf(m, 'issue'));
  }
  if (category === 'game') for (const m of findAll(GAME_TAIL, text)) spans.push(spanOf(m, 'game'));
  const hinted = hintType ? HINT_CATEGORIES[hintType.toLowerCase()] : undefined;
  if (hinted === 'ebook') category = category === 'audiobook' ? category : hinted;
  else if (hinted) category = hinted;
  return { category, spans };
}

/** The year a scene music name ends with (`-WEB-2021-GROUP`). */
export function musicYear(fullName: string): number | null {
  const m = MUSIC_TAIL.exec(fullName);
  return m ? Number(m[1]) : null;
}
