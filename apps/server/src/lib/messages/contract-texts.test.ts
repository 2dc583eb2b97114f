import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localize } from './index.ts';
import { languageOf } from './language-detector.ts';

/**
 * Issue 36: the contracts in @regal/shared word their checks in one language (mostly German, the
 * web shows them in its forms); the server hands them out in the reader's. Each text a contract
 * gives zod (`.min(3, '…')`, `.refine(…, '…')`, `{ message: '…' }`) must be in the catalogue, so
 * it comes out in both languages — also the ones the walk of every route cannot reach (a check
 * behind another).
 */
const CONTRACTS = path.join(import.meta.dirname, '../../../../../packages/shared/src/contracts');

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(dir, item.name);
    if (item.isDirectory()) return sourcesOf(file);
    return item.name.endsWith('.ts') && !item.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The quoted texts a zod call takes as its message (plain quotes; template texts are patterns). */
function zodMessagesOf(source: string): string[] {
  const found = new Set<string>();
  const call =
    /\.(?:min|max|length|regex|refine|email|url|int|positive|nonnegative|startsWith|superRefine|lte|gte)\([^()]*?(?:\([^()]*\)[^()]*?)*,\s*'((?:[^'\\]|\\.)+)'\s*\)/g;
  // `z.email('…')`, `z.iso.date('…')`: the message as the only argument.
  const only = /\bz\.(?:iso\.)?(?:email|date|url)\(\s*'((?:[^'\\]|\\.)+)'\s*\)/g;
  const option = /\b(?:message|error):\s*'((?:[^'\\]|\\.)+)'/g;
  for (const pattern of [call, only, option])
    for (const match of source.matchAll(pattern)) found.add(match[1] ?? '');
  return [...found].map((text) => text.replace(/\\'/g, "'"));
}

describe('contract texts are in the catalogue (issue 36)', () => {
  it('every message a contract gives zod comes out in German and in English', () => {
    const untranslated: string[] = [];
    let seen = 0;
    for (const file of sourcesOf(CONTRACTS))
      for (const text of zodMessagesOf(readFileSync(file, 'utf8'))) {
        seen++;
        const language = languageOf(text);
        if (language === null) continue;
        const other = language === 'de' ? 'en' : 'de';
        if (localize(text, other) === text) untranslated.push(`${path.basename(file)}: ${text}`);
      }
    expect(seen).toBeGreaterThan(60);
    expect(untranslated).toEqual([]);
  });
});
