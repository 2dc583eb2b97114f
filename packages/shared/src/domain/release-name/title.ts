/** Turns the title part of a release name into a display title. */

/** Joins `S.H.I.E.L.D` style runs of single letters back together; other dots and underscores become spaces. */
function undot(text: string): string {
  const parts = text.split('.');
  let out = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    if (i === 0) {
      out = part;
      continue;
    }
    const prev = parts[i - 1] ?? '';
    const single = (s: string) => /^[A-Za-z]$/.test(s);
    out += single(prev) && single(part) ? `.${part}` : part === '' ? '' : ` ${part}`;
  }
  return out.replace(/(?<=\b[A-Za-z]\.[A-Za-z])(?=\s|$)/g, '.');
}

/** Cleans a raw title slice: separators to spaces, trailing dashes and brackets removed. */
export function cleanTitleText(raw: string): string {
  let text = raw;
  // Unbalanced brackets at the end (`Title (`, `Title [`) and empty ones.
  text = text.replace(/[\s._\-([{]+$/, '').replace(/\(\s*\)|\[\s*\]/g, '');
  if (!/ /.test(text) || /\.\w+\./.test(text)) text = undot(text);
  text = text.replace(/_/g, ' ');
  text = text.replace(/\s+-\s*$/g, '').replace(/^\s*-\s+/, '');
  text = text.replace(/\s+/g, ' ').trim();
  text = text.replace(/^[\s\-–:]+|[\s\-–:,([]+$/g, '');
  return text;
}

/** Country tags that follow a show title (`The.Office.US.S01E01`, `Teen.Mom.UK`); `AU` stays (`Big.Brother.AU` is labelled with it). */
const COUNTRY_SUFFIX = /[\s._]+\(?(?:US|UK|NZ|CA)\)?[\s._-]*$/;

/**
 * The display title from the raw title slice: the part before the first ` - ` or `AKA` (the rest is an
 * episode or alternative title), without a trailing country tag on shows.
 */
export function finishTitle(raw: string, episodic: boolean): string {
  let text = raw;
  const dash = /\s-\s|_-_/.exec(text);
  if (dash && dash.index > 0) text = text.slice(0, dash.index);
  // `Title.AKA.Other.Title`: the alternative title after `AKA` is not part of the title.
  const aka = /[ ._]AKA[ ._]/i.exec(text);
  if (aka && aka.index > 0) text = text.slice(0, aka.index);
  if (episodic) text = text.replace(COUNTRY_SUFFIX, '');
  return cleanTitleText(text);
}
