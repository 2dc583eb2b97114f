/** Splits a release name into word tokens with their positions. */

export interface Token {
  text: string;
  start: number;
  end: number;
}

/** `/` and `&` join lists (`[GER/ENG]`, `German & English`); they never sit inside a tag. */
const SEPARATORS = /[\s._\-[\](){}|,+/&]+/;

/** Word tokens of `text`, in order; separators are dropped. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const ch = i < text.length ? text.charAt(i) : ' ';
    if (SEPARATORS.test(ch)) {
      if (start >= 0) tokens.push({ text: text.slice(start, i), start, end: i });
      start = -1;
    } else if (start < 0) {
      start = i;
    }
  }
  return tokens;
}

/** Does the name use underscores or spaces rather than dots between words? */
export function separatorStyle(text: string): 'dot' | 'space' | 'underscore' {
  const dots = (text.match(/\./g) ?? []).length;
  const spaces = (text.match(/ /g) ?? []).length;
  const underscores = (text.match(/_/g) ?? []).length;
  if (underscores > dots && underscores > spaces) return 'underscore';
  if (spaces > dots) return 'space';
  return 'dot';
}
