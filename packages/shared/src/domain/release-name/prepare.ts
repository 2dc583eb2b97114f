import { LANGUAGE_WORDS, SHORT_LANGUAGE_CODES } from './language-words.ts';
import { isTechnicalWord } from './tech-word.ts';

/** Strips what is not part of the release name proper: file extension, tracker tags, checksums, sites. */

const EXTENSION =
  /\.(mkv|mp4|m4v|avi|wmv|mov|mpg|mpeg|ts|m2ts|webm|flv|ogm|divx|srt|sub|idx|ass|ssa|nfo|rar|zip|iso|torrent|epub|mobi|azw3|cbr|cbz|m4b|mk3d|webm|par2|sfv)$/i;

/** Trailing `[ettv]`, `[TGx]`, `[EB7838FC]`, `[www.site.com]`, `{tag}` blocks. */
const TRAILING_TAG = /[\s._-]*(\[[^\]]*\]|\{[^}]*\})\s*$/;
/**
 * `(TGx)` right after a `-GROUP`; elsewhere a trailing parenthesis may be a title's country or year
 * (`The Office (US)`).
 */
const TRAILING_PAREN_TAG = /-[A-Za-z0-9]+(\s*\(([A-Za-z][^)]*)\)\s*)$/;
/** A tracker or site tag (`ettv`, `eztv.re`, `www.site.org`) or a CRC; any `name.tld` in brackets is a site. */
const TRACKER_OR_CRC = /^(?:[A-Za-z0-9]{2,8}|[0-9A-F]{8}|www\..*|[\w.-]+\.[a-z]{2,4})$/i;
const TECH_BRACKET =
  /^(?:\d{3,4}[pi]|[xh]\.?26[45]|hevc|avc|aac|flac|web-?dl|webrip|bd|blu-?ray|\d+bits?|v\d|batch|multi|vostfr|eng?|dual|.*dubbed|.*subbed)$/i;

/** Leading `[Group]` as in anime fansub names. */
const LEADING_GROUP = /^\s*\[([^\]]+)\]/;
const LEADING_SITE = /^\s*(?:\[\s*www\.[^\]]*\]|www\.[a-z0-9-]+\.[a-z]{2,4})[\s._-]*/i;

export interface Prepared {
  /** The name without extension and trailing tags; positions in detectors refer to this text. */
  body: string;
  /** Where the title can start (after a leading `[Group]` or site tag). */
  titleStart: number;
  /** A group taken from a leading `[Group]` block. */
  leadingGroup: string | null;
  /** Trailing bracket tags that were removed (tracker tags, checksums). */
  trailingTags: string[];
}

/**
 * Repost, indexer and sample suffixes that usenet and torrent re-uploaders append after the real group
 * (`-GROUP-RP`, `-GROUP-AsRequested-Obfuscated`, `-GROUP.sample`); they can be stacked, so they are
 * stripped repeatedly. The list follows the re-upload tags Sonarr/Radarr also strip.
 */
const REPOST_SUFFIX =
  /[-.](?:AsRequested|AlternativeToRequested|Obfuscated|Scrambled|postbot|xpost|RP|RePACKPOST|WhiteRev|BUYMORE|Rakuv[a-z0-9]*|NZBGeek|4P|4Planet|Chamele0n|GEROV|Z0iDS3N|AlteZachen|sample|proof|nzb)$/i;
/** Multi-part archives: `Name-GRP.part01.rar`, `Name-GRP.r00`. */
const ARCHIVE_PART = /\.(?:part\d{1,3}|r\d{2})$/i;
/** A language (and `forced`/`sdh`) before a subtitle extension: `-2hd.eng.srt`, `-GRP.English.forced.srt`. */
const SUBTITLE_LANGUAGE = /\.([A-Za-z]{2,10})(?:\.(?:forced|sdh|hi|cc))?$/i;

export function prepare(name: string): Prepared {
  const trimmed = name.trim();
  let body = trimmed.replace(EXTENSION, '');
  if (/\.(?:srt|sub|idx|ass|ssa)$/i.test(trimmed)) {
    const word = SUBTITLE_LANGUAGE.exec(body)?.[1]?.toLowerCase() ?? '';
    if (LANGUAGE_WORDS[word] !== undefined || SHORT_LANGUAGE_CODES[word] !== undefined)
      body = body.replace(SUBTITLE_LANGUAGE, '');
  }
  for (let prev = ''; prev !== body; ) {
    prev = body;
    body = body.replace(REPOST_SUFFIX, '').replace(EXTENSION, '').replace(ARCHIVE_PART, '');
  }
  const trailingTags: string[] = [];
  for (;;) {
    let m: { index: number; inner: string } | null = null;
    if (body.endsWith(')')) {
      const p = TRAILING_PAREN_TAG.exec(body);
      if (p) m = { index: body.length - (p[1] ?? '').length, inner: (p[2] ?? '').trim() };
    } else if (/[\]}]\s*$/.test(body)) {
      const t = TRAILING_TAG.exec(body);
      if (t) m = { index: t.index, inner: (t[1] ?? '').slice(1, -1).trim() };
    }
    if (!m || m.index === 0) break;
    const inner = m.inner;
    if (!TRACKER_OR_CRC.test(inner) || TECH_BRACKET.test(inner) || isTechnicalWord(inner)) break;
    // `[Vhs.Rip.Vff]` is a dotted list of tags, not a site.
    if (inner.includes('.') && inner.split('.').some((part) => isTechnicalWord(part))) break;
    // A bracketed tag right after `-Group` is a tracker tag; a lone one after a dot may be the group itself.
    trailingTags.push(inner);
    body = body.slice(0, m.index);
  }
  let titleStart = 0;
  let leadingGroup: string | null = null;
  const site = LEADING_SITE.exec(body);
  if (site) titleStart = site[0].length;
  const lead = LEADING_GROUP.exec(body.slice(titleStart));
  if (lead && !TECH_BRACKET.test(lead[1] ?? '')) {
    const inner = (lead[1] ?? '').trim();
    if (!/^\d{4}$/.test(inner)) leadingGroup = inner;
    titleStart += lead[0].length;
  }
  // Technical bracket blocks before the title (`[BD][1080p] Title`) and a site prefix (`Site.com - Title`).
  for (;;) {
    const rest = body.slice(titleStart);
    const block = /^[\s._-]*\[([^\]]*)\]/.exec(rest);
    const site = /^[\s._-]*[A-Za-z0-9-]+\.(?:com|org|net|to|me|cc|info|art|lat|in)\s+-\s+/i.exec(rest);
    if (block && TECH_BRACKET.test(block[1] ?? '')) titleStart += block[0].length;
    else if (block && /^(?:BD|DVD|WEB|HD)$/i.test(block[1] ?? '')) titleStart += block[0].length;
    else if (site) titleStart += site[0].length;
    else break;
  }
  while (titleStart < body.length && /[\s._\-[\]()]/.test(body.charAt(titleStart))) titleStart++;
  return { body, titleStart, leadingGroup, trailingTags };
}
