/** The release group: `-GROUP` at the end of a scene name, or a leading `[Group]` on anime names. */

/** Dash compounds that are technical tokens, not `...-GROUP` (`WEB-DL`, `DTS-HD`, `Blu-Ray`). */
const DASH_COMPOUND =
  /(?:^|[ ._\-[(])(?:WEB-(?:DL|Rip|HD|Cap)|DTS-(?:HD|MA|ES|X)|Blu-Ray|BR-Rip|BD-Rip|DVD-Rip|DVD-R|HD-?(?:TS|TC|CAM|Rip|TV|DVD)|E-AC-?3|AC-3|DD-EX|H-?SBS|VC-1|MPEG-2|HDR10-Plus|x26[45]-Hi10P?|Dual-Audio|Multi-Subs?|H-26[45]|S\d{1,2}-S?\d{1,2}|E\d{1,4}-E?\d{1,4}|Eps?-\d+|\d+-\d+)$/i;
const NOT_A_GROUP =
  /^(?:\d{1,4}|\d{3,4}[pi]|x26[45]|h26[45]|hevc|avc|xvid|divx|aac|ac3|dts|flac|mp3|web|webrip|hdtv|bluray|dvdrip|bdrip|proper|repack|internal|german|english|french|dl|ml|multi|sample|trailer|eng|ita|vostfr|s\d{1,2}(?:e\d{1,3})?|e\d{1,4})$/i;
const BRACKET_TAG = /\[([^\]]+)\]\s*$/;

export interface GroupResult {
  group: string | null;
  /** Where the group (with its dash) starts; detectors only look before it. */
  start: number;
}

/** The text after the last dash that is not inside a technical compound. */
export function detectGroup(body: string, leadingGroup: string | null, trailingTags: string[]): GroupResult {
  const end = body.length;
  for (let i = body.length - 1; i > 0; i--) {
    const ch = body.charAt(i);
    if (ch === ' ' || ch === '.') break;
    if (ch !== '-') continue;
    if (body.charAt(i - 1) === ' ' || body.charAt(i - 1) === '-') break;
    const candidate = body.slice(i + 1, end).trim();
    const before = body.slice(0, i + 1 + candidate.length);
    if (candidate === '' || DASH_COMPOUND.test(before) || NOT_A_GROUP.test(candidate)) continue;
    if (/[[\]()]/.test(candidate) && !/^[^[]+\[[^\]]+\]$/.test(candidate)) break;
    const clean = candidate.replace(BRACKET_TAG, '');
    if (clean === '' || NOT_A_GROUP.test(clean)) break;
    return { group: clean, start: i };
  }
  if (leadingGroup) return { group: leadingGroup, start: end };
  // `Name.720p.HDTV.x264.[GROUP]`: a single trailing tag taken for a tracker tag is the group.
  const tag = trailingTags.length === 1 ? trailingTags[0] : undefined;
  if (
    tag &&
    /^[A-Za-z][A-Za-z0-9]{1,14}$/.test(tag) &&
    !/^(?:ettv|eztv|rarbg|tgx|publichd|vtv|prime)$/i.test(tag)
  ) {
    return { group: tag, start: end };
  }
  return { group: null, start: end };
}
