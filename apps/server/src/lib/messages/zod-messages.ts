import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { type Lang, type MessageKey, message } from './index.ts';
import { currentLang } from './request-language.ts';

type SizeOrigin = 'characters' | 'items' | 'number';

function originOf(origin: unknown): SizeOrigin | null {
  if (origin === 'string') return 'characters';
  if (origin === 'array' || origin === 'set' || origin === 'file') return 'items';
  if (origin === 'number' || origin === 'int' || origin === 'bigint') return 'number';
  return null;
}

const TYPE_WORDS: Record<string, MessageKey> = {
  string: 'zodTypeText',
  number: 'zodTypeNumber',
  int: 'zodTypeInteger',
  boolean: 'zodTypeBoolean',
  array: 'zodTypeList',
  object: 'zodTypeObject',
  date: 'zodTypeDate',
};

function sizeText(
  lang: Lang,
  bound: 'min' | 'max',
  issue: { origin?: unknown; inclusive?: boolean },
  limit: number,
) {
  const origin = originOf(issue.origin);
  if (!origin) return message(lang, 'invalidInput');
  const exclusive = issue.inclusive === false;
  if (origin === 'number') {
    const key: MessageKey =
      bound === 'min' ? (exclusive ? 'zodAbove' : 'zodAtLeast') : exclusive ? 'zodBelow' : 'zodAtMost';
    return message(lang, key, { n: String(limit) });
  }
  // "more than 0 characters" reads as "not empty"; a count bound is always whole.
  const n = exclusive ? (bound === 'min' ? limit + 1 : limit - 1) : limit;
  if (bound === 'min' && n === 1) return message(lang, 'zodNotEmpty');
  const key: MessageKey =
    origin === 'characters'
      ? bound === 'min'
        ? 'zodMinCharacters'
        : 'zodMaxCharacters'
      : bound === 'min'
        ? 'zodMinItems'
        : 'zodMaxItems';
  return message(lang, key, { n: String(n) });
}

/**
 * zod's own texts ("Too small: expected string to have >=20 characters") in the reader's
 * language, from the server's catalogue. A schema's own message (`z.string().min(3, '…')`) wins
 * over this, as zod ranks it; the error handler translates those through the catalogue.
 */
export function zodIssueText(lang: Lang, issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return message(lang, 'zodRequired');
      const word = TYPE_WORDS[issue.expected];
      return word
        ? message(lang, 'zodExpected', { type: message(lang, word) })
        : message(lang, 'invalidInput');
    }
    case 'too_small':
      return sizeText(lang, 'min', issue, Number(issue.minimum));
    case 'too_big':
      return sizeText(lang, 'max', issue, Number(issue.maximum));
    case 'invalid_format':
      if (issue.format === 'email') return message(lang, 'invalidEmail');
      if (issue.format === 'url') return message(lang, 'zodUrl');
      if (issue.format === 'datetime' || issue.format === 'date') return message(lang, 'zodDate');
      return message(lang, 'zodFormat');
    case 'invalid_value':
      return message(lang, 'zodOneOf', { values: issue.values.map((v) => String(v)).join(', ') });
    case 'unrecognized_keys':
      return message(lang, 'zodUnknownFields', { keys: issue.keys.join(', ') });
    case 'not_multiple_of':
      return message(lang, 'zodMultipleOf', { n: String(issue.divisor) });
    default:
      return message(lang, 'invalidInput');
  }
}

/** Makes every zod parse in this process word its default texts in the current request's language. */
export function installZodMessages(): void {
  z.config({ customError: (issue) => zodIssueText(currentLang(), issue) });
}
