/**
 * The few pieces of RFC 1459/2812 the request bot and its fake need: reading one message line and
 * writing one safely (a line is at most 512 bytes with CRLF; CR, LF and NUL would end or break it).
 */
export interface IrcMessage {
  /** `nick!user@host` or a server name; empty when the line has no prefix. */
  prefix: string;
  command: string;
  params: string[];
}

export function parseIrcLine(line: string): IrcMessage {
  let rest = line;
  let prefix = '';
  if (rest.startsWith(':')) {
    const space = rest.indexOf(' ');
    prefix = space < 0 ? rest.slice(1) : rest.slice(1, space);
    rest = space < 0 ? '' : rest.slice(space + 1);
  }
  const params: string[] = [];
  let command = '';
  while (rest.length > 0) {
    rest = rest.replace(/^ +/, '');
    if (rest.startsWith(':')) {
      params.push(rest.slice(1));
      break;
    }
    const space = rest.indexOf(' ');
    const word = space < 0 ? rest : rest.slice(0, space);
    rest = space < 0 ? '' : rest.slice(space + 1);
    if (!word) continue;
    if (command) params.push(word);
    else command = word.toUpperCase();
  }
  return { prefix, command, params };
}

/** The nick part of a `nick!user@host` prefix. */
export const nickOf = (prefix: string) => prefix.split('!')[0] ?? '';

/** Splits a byte stream into lines; keeps the unfinished tail for the next chunk. */
export function createLineReader(onLine: (line: string) => void) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.length > 0) onLine(line);
  };
}

const MAX_LINE_BYTES = 510;

/** Text for a trailing parameter: control line breaks become spaces so nobody can inject a command. */
export function sanitizeTrailing(text: string): string {
  return text
    .replace(/[\r\n\0]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** One line without CRLF, cut to what fits in 512 bytes (never inside a UTF-8 character). */
export function fitLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_LINE_BYTES) return line;
  const chars = [...line];
  while (Buffer.byteLength(chars.join('')) > MAX_LINE_BYTES) chars.pop();
  return chars.join('');
}
