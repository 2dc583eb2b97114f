/** The release group: `-GROUP` at the end of a scene name, a trailing word after the tech tags, or `[Group]`. */
import { isTechnicalWord } from './tech-word.ts';

const KNOWN_TRACKERS = /^(?:ettv|eztv|rarbg|tgx|publichd|vtv|prime|yts(?:\.\w+)?|rartv|eztv\.re)$/i;
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
  let from = parts.length;
  while (from > 0 && !isTechnicalWord(parts[from - 1] ?? '') && !/^\d+$/.test(parts[from - 1] ?? '')) from--;
  if (from === parts.length) return null;
  if (from > 0 || parts[0] === '') return group(Math.max(from, parts[0] === '' ? 1 : 0));
  const prev = body.slice(0, cut).match(/([A-Za-z0-9+]+)[ .]$/)?.[1] ?? '';
  return isTechnicalWord(prev) ? group(0) : null;
}

/** `...XviD.B4ND1T69`, `... x264 - TamilMV`: a lone word after a technical tag. */
function trailingWord(body: string): GroupResult | null {
  const m = /([A-Za-z0-9+]+)(?:[ ._]+|[ ]+-[ ]+)([A-Za-z][A-Za-z0-9]{1,24})$/.exec(body);
  if (!m?.[1] || !m[2]) return null;
  if (!isTechnicalWord(m[1]) || isTechnicalWord(m[2]) || (/^\d/.test(m[1]) && m[1].length < 3)) return null;
  return { group: m[2], start: body.length - m[2].length };
}

export function detectGroup(body: string, leadingGroup: string | null, trailingTags: string[]): GroupResult {
  const found = dashGroup(body) ?? trailingWord(body);
  if (found) return found;
  const end = body.length;
  // A single trailing tag that is not a known tracker is the group (`Name.720p.x264.[GROUP]`).
  const tag = trailingTags.length === 1 ? trailingTags[0] : undefined;
  if (
    tag &&
    GROUP_WORD.test(tag) &&
    !KNOWN_TRACKERS.test(tag) &&
    !/^[0-9A-F]{8}$/i.test(tag) &&
    /[a-z]/i.test(tag)
  ) {
    return { group: tag, start: end };
  }
  if (leadingGroup) return { group: leadingGroup, start: end };
  return { group: null, start: end };
}
