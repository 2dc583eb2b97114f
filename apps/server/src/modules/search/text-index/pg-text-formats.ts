/**
 * PostgreSQL's text output of `tsvector` and of the simple `tsquery` our searches build, read back
 * as data for the in-process text index (decision 003, "The match in process").
 */

/** A lexeme position as PostgreSQL stores it: weight in the top two bits (A = 3 … D = 0), position below. */
export type WordEntryPos = number;

export interface VectorLexeme {
  lexeme: string;
  /** Empty when the vector was stripped of positions. */
  positions: WordEntryPos[];
}

/** Reads a quoted lexeme starting at `start` (the opening quote); returns it and the index after it. */
function quoted(text: string, start: number): [string, number] {
  let out = '';
  let i = start + 1;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '\\') {
      out += text[i + 1] ?? '';
      i += 2;
    } else if (c === "'") {
      if (text[i + 1] !== "'") return [out, i + 1];
      out += "'";
      i += 2;
    } else {
      out += c;
      i += 1;
    }
  }
  throw new Error('unterminated lexeme');
}

/**
 * Walks `'herz':3A,5 'jagd':2A` in the vector's (byte) order: `lexeme` for each lexeme, then
 * `position` for each of its positions (none when the vector was stripped). No object per lexeme:
 * the index reads millions of them.
 */
export function readTsVector(
  text: string,
  lexeme: (lexeme: string) => void,
  position: (position: WordEntryPos) => void,
): void {
  let i = 0;
  while (i < text.length) {
    if (text[i] === ' ') {
      i += 1;
      continue;
    }
    const [word, after] = quoted(text, i);
    lexeme(word);
    i = after;
    if (text[i] !== ':') continue;
    let value = 0;
    for (i += 1; i <= text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 48 && c <= 57) value = value * 10 + (c - 48);
      else if (c >= 65 && c <= 68) value |= (68 - c) << 14;
      else {
        position(value);
        value = 0;
        if (c !== 44) break;
      }
    }
  }
}

/** The same as a list (tests, small vectors). */
export function parseTsVector(text: string): VectorLexeme[] {
  const lexemes: VectorLexeme[] = [];
  readTsVector(
    text,
    (lexeme) => lexemes.push({ lexeme, positions: [] }),
    (position) => lexemes.at(-1)?.positions.push(position),
  );
  return lexemes;
}

export interface QueryOperand {
  lexeme: string;
  prefix: boolean;
}

/**
 * `'krieg' & 'feu':*` → its operands, or null for any other shape (or, not, phrase, weights):
 * the index answers only the conjunctions `to_tsquery` makes of our word lists.
 */
export function parseAndQuery(text: string): QueryOperand[] | null {
  const operands: QueryOperand[] = [];
  let i = 0;
  while (i < text.length) {
    if (operands.length > 0) {
      if (!text.startsWith(' & ', i)) return null;
      i += 3;
    }
    if (text[i] !== "'") return null;
    const [lexeme, after] = quoted(text, i);
    i = after;
    const prefix = text.startsWith(':*', i);
    if (prefix) i += 2;
    if (i < text.length && text[i] !== ' ') return null;
    operands.push({ lexeme, prefix });
  }
  return operands.length > 0 ? operands : null;
}

const encoder = new TextEncoder();

/**
 * PostgreSQL's lexeme order: bytes of the UTF-8 text, a shorter string first on a common start.
 * UTF-16 code units order the same way except around surrogates, so only those strings are encoded.
 */
export function compareLexemes(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 || y >= 0xd800) return Buffer.compare(encoder.encode(a), encoder.encode(b));
    return x - y;
  }
  return a.length - b.length;
}
