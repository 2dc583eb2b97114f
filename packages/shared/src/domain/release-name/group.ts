/** The release group: `-GROUP` at the end of a scene name, a trailing word after the tech tags, or `[Group]`. */
import { detectAudio } from './audio.ts';
import { detectCodec } from './codec.ts';
import { detectResolution } from './resolution.ts';
import { detectSource } from './source.ts';
import { isTechnicalWord } from './tech-word.ts';

const KNOWN_TRACKERS =
  /^(?:ettv|eztv|eztvx|rarbg|tgx|publichd|vtv|prime|yts(?:\.\w+)?|rartv|eztv\.re|1337x|glodls|torrentgalaxy|galaxyrg|tpb|kat)$/i;
const GROUP_WORD = /^[A-Za-z0-9][A-Za-z0-9_@&]{1,24}$/;

export interface GroupResult {
  group: string | null;
  /** Where the group (with its separator) starts; detectors only look before it. */
  start: number;
}

/** `x264-GROUP`, `-Erai-raws`, `D-Z0N3`: the last separator-free segment when it holds a dash. */
function dashGroup(body: string): GroupResult | null {
  const spaced = /[ .]/.test(body);
  let cut = body.length;
  while (cut > 0 && !(spaced ? /[ .)\]]/ : /[)\]]/).test(body.charAt(cut - 1))) cut--;
  // `720p_hdtv_x264-fov`: underscores separate the words before the group.
  const underscore = body.lastIndexOf('_', body.indexOf('-', cut));
  if (
    spaced &&
    underscore >= cut &&
    isTechnicalWord(body.slice(underscore + 1, body.indexOf('-', underscore)))
  ) {
    cut = underscore + 1;
  }
  const seg = body.slice(cut);
  if (!seg.includes('-')) return null;
  const parts = seg.split('-');
  const group = (from: number) => {
    const name = parts.slice(from).join('-');
    const start = cut + parts.slice(0, from).join('-').length;
    return GROUP_WORD.test(name.replace(/-/g, '')) && !isTechnicalWord(name) ? { group: name, start } : null;
  };
  if (!spaced) {
    // `Artist_-_Title-(CAT)-WEB-2021-GROUP`: fields are dash separated, the group is the last one.
    const last = parts.at(-1) ?? '';
    if (/^_|_$/.test(last) || /^\d+$/.test(last)) return null;
    return GROUP_WORD.test(last) && !isTechnicalWord(last)
      ? { group: last, start: body.length - last.length - 1 }
      : null;
  }
  if (isTechnicalWord(seg)) return null;
  // Collect non-technical parts from the end: `x264-MARINE-FORD` gives `MARINE-FORD`.
  // A dash inside a known token (`DVD-R-KZ`, `WEB-DL-GRP`) is not a group separator.
  let from = parts.length;
  while (from > 0) {
    const part = parts[from - 1] ?? '';
    if (isTechnicalWord(part) || /^\d+$/.test(part)) break;
    if (from >= 2 && isTechnicalWord(`${parts[from - 2]}-${part}`)) break;
    from--;
  }
  if (from === parts.length) return null;
  if (from > 0 || parts[0] === '') return group(Math.max(from, parts[0] === '' ? 1 : 0));
  return signsAfter(body.slice(0, cut)) ? group(0) : null;
}

/**
 * Does `before` end where a signature may follow? After a technical word (`x264 DON-Mix`), also across a
 * spaced dash (`x264 - DON-Mix`), and after a closing bracket block followed by a spaced dash
 * (`[Tam + Tel] - QxR`): P2P names sign after their tag blocks.
 */
function signsAfter(before: string): boolean {
  if (/[\])][ ]*-[ ]+$/.test(before)) return true;
  const prev = before.match(/([A-Za-z0-9+]+)(?:[ .]|[ ]+-[ ]+)$/)?.[1] ?? '';
  return isTechnicalWord(prev);
}

const CONTAINER = /(?<![A-Za-z0-9])(?:MP4|MKV|AVI|WMV)(?![A-Za-z0-9])/i;

function hasMediaTag(text: string): boolean {
  return (
    CONTAINER.test(text) ||
    detectResolution(text).spans.length + detectSource(text, null).spans.length > 0 ||
    detectCodec(text).spans.length + detectAudio(text).spans.length > 0
  );
}

/** Audio channels (`5.1`, `DD5.1`, `2 0`) count as a technical token before a trailing group word. */
const CHANNELS = /^[A-Za-z+]*[1-9][ .][01]$/;

/**
 * `...XviD.B4ND1T69`, `... x264 - TamilMV`, `... DD5.1 - MkvCage`, `[Hindi + English] - MkvHub`: a lone
 * word at the end, right after a technical token (closing brackets and a spaced dash may sit between).
 */
function trailingWord(body: string): GroupResult | null {
  const m =
    /(?:^|[^A-Za-z0-9])([A-Za-z+]*[1-9][ .][01]|[A-Za-z0-9+]+)[\])]*(?:[ ._]+|[ ]*-[ ]+|[ ]+-[ ]*)([A-Za-z0-9][A-Za-z0-9@]{1,24})$/.exec(
      body,
    );
  const prev = m?.[1];
  const word = m?.[2];
  if (!m || !prev || !word || !/[A-Za-z]/.test(word) || /^v\d+$/i.test(word) || isTechnicalWord(word))
    return null;
  const start = body.length - word.length;
  const afterBlock = /[\])][ ]*-[ ]+$/.test(body.slice(0, start));
  if (
    !afterBlock &&
    !CHANNELS.test(prev) &&
    (!isTechnicalWord(prev) || (/^\d/.test(prev) && prev.length < 3))
  )
    return null;
  // Only a name with media tags has a tail to sign: `The_Italian_Job` ends in a title word, not a group.
  return hasMediaTag(body.slice(0, start)) ? { group: word, start } : null;
}

/**
 * P2P encoders sign inside the closing technical block: `(1080p BluRay x265 HEVC 10bit AAC 7.1 Tigole)`,
 * `(1080p BDRip x265 10bit FLAC 1.0 - r00t)`. The last word is the group when the block is otherwise
 * technical (a collection tag such as `[QxR]` after it is not the group).
 */
function closingBlockGroup(body: string): GroupResult | null {
  const m = /[([]([^()[\]]*?)[ ._]+(?:-[ ._]+)?([A-Za-z0-9][A-Za-z0-9_@-]{1,24})[)\]]$/.exec(body);
  const inner = m?.[1];
  let word = m?.[2];
  // `x264-GRP)`: the dash separates a tag from the group; `WiKi-HD)` is a dashed group name.
  const dash = word?.lastIndexOf('-') ?? -1;
  if (word && dash > 0 && isTechnicalWord(word.slice(0, dash))) word = word.slice(dash + 1);
  if (m === null || inner === undefined || !word || !/[A-Za-z]/.test(word) || isTechnicalWord(word))
    return null;
  const words = inner.split(/[ ._+]+/).filter((w) => w !== '' && w !== '-');
  const technical = words.filter((w) => isTechnicalWord(w)).length;
  // Mostly technical: free words such as `AI upscale` may sit among the tags.
  if (words.length < 2 || technical < 2 || 2 * technical < words.length) return null;
  return { group: word, start: body.length - word.length - 1 };
}

/** `x264-[2Maverick]`: the group written in brackets after the final dash. */
function bracketedDashGroup(body: string): GroupResult | null {
  const m = /-\[([^\]]+)\]$/.exec(body);
  const word = m?.[1];
  if (!m || !word || !GROUP_WORD.test(word) || isTechnicalWord(word)) return null;
  return { group: word, start: m.index };
}

/**
 * `- GROUP - Uploader`: P2P re-uploaders append their own name after the encoder's, both after spaced
 * dashes. The encoder is the group.
 */
function uploaderSuffix(body: string): GroupResult | null {
  const m = /^(.*\S)[ ]+-[ ]+[A-Za-z0-9][A-Za-z0-9@]{1,24}$/.exec(body);
  const before = m?.[1];
  if (!before || !/[ ]-[ ]*[A-Za-z0-9]+$/.test(before)) return null;
  return trailingWord(before);
}

/** `WEB-DLRip.by.Signer`, `HDTVMux by Signer`: P2P encoders sign with `by` after the tags. */
function byline(body: string): GroupResult | null {
  if (!/by[ ._]+[A-Za-z0-9@_]+$/i.test(body.slice(-30))) return null;
  const m = /([A-Za-z0-9+-]+)[ ._]+by[ ._]+([A-Za-z0-9][A-Za-z0-9@_]{1,24})$/i.exec(body);
  const prev = m?.[1];
  const word = m?.[2];
  if (!m || !prev || !word || isTechnicalWord(word) || !isTechnicalWord(prev)) return null;
  return { group: word, start: body.length - word.length };
}

/** `x265.AAC.MVGroup.org`, `H.264.YTS.LT`: a site name after the tags signs the release (not in brackets). */
function siteSignature(body: string): GroupResult | null {
  const m = /[ .]([A-Za-z0-9][A-Za-z0-9-]{1,20}\.(?:org|com|net|lt|mx|ag|am|to|se|me|cc|info))$/i.exec(body);
  const site = m?.[1];
  if (!m || !site) return null;
  const before = body.slice(0, m.index);
  const prev = before.match(/[A-Za-z0-9+]+$/)?.[0] ?? '';
  return isTechnicalWord(prev) || CHANNELS.test(before.slice(-4)) ? { group: site, start: m.index } : null;
}

const CRC = /^[0-9A-F]{8}$/i;

/** A bracketed word that can be a group: not a tag, checksum, tracker, year or language. */
function groupTag(tag: string): boolean {
  return (
    GROUP_WORD.test(tag) &&
    !KNOWN_TRACKERS.test(tag) &&
    !CRC.test(tag) &&
    /[a-z]/i.test(tag) &&
    !isTechnicalWord(tag)
  );
}

/**
 * `Title - 01 [Grp][720p]`, `Title.-.01.(2007).[Grp][WEBRip]`: with no group at the end, the first bracketed
 * word after the title that is not a tag is the group (fansub habit), when the name carries media tags.
 */
function bracketGroupAfterTitle(body: string): string | null {
  if (body.indexOf('[', 1) < 0 || !hasMediaTag(body)) return null;
  for (const m of body.matchAll(/\[([^\]]+)\]/g)) {
    if (m.index === 0) continue;
    const inner = (m[1] ?? '').trim();
    if (groupTag(inner)) return inner;
  }
  return null;
}

export function detectGroup(body: string, leadingGroup: string | null, trailingTags: string[]): GroupResult {
  const found =
    dashGroup(body) ??
    bracketedDashGroup(body) ??
    closingBlockGroup(body) ??
    trailingWord(body) ??
    uploaderSuffix(body) ??
    byline(body) ??
    siteSignature(body);
  if (found) return found;
  const end = body.length;
  // The one trailing tag that is not a tracker, site or checksum is the group (`x264.[GROUP]`,
  // `x264 [GROUP][eztv.re]`).
  const tags = trailingTags.filter(groupTag);
  const tag = tags.length === 1 ? tags[0] : undefined;
  if (tag) return { group: tag, start: end };
  if (leadingGroup) return { group: leadingGroup, start: end };
  return { group: bracketGroupAfterTitle(body), start: end };
}
