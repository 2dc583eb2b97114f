/**
 * A title search in relevance order puts ties newest first, so a new release can move it — but only
 * a release of one of its own matches (issue 35). When the page's ties are too many to name one by
 * one (RankedPage.tieReach is null) or SQL answered (no tie reach at all), its answer names its
 * matches by what they hold instead of `by:latest`, which every release anywhere names:
 *
 * - `nw:<word>`: one of the text's words as a lexeme prefix (a match holds a lexeme starting with it,
 *   since a match holds every word of the text);
 * - `nt:<title>`: the folded text (a broad search also counts titles starting with it, see
 *   entry-broad-page.ts);
 * - NEWEST_OF_SOME_MATCHES, which a change names when it cannot tell what its entries hold.
 *
 * A change that moves `by:latest` is widened in each process (derivedNewestTags) with the same two
 * kinds of tag for what each of its entries holds: every prefix of each of its lexemes and of its
 * folded titles, read from the title index as it was before the change.
 */

import { entryIdOf } from '../../lib/answer-tags.ts';

/** Longest word or title a tag keeps: a cut one covers more entries, never fewer. */
const KEY_CHARS = 64;

/** Named by a moved `by:latest` whose entries' words are unknown here; every keyed answer names it. */
export const NEWEST_OF_SOME_MATCHES = 'by:latest:matches';
const NEWEST = 'by:latest';

const wordTag = (prefix: string) => `nw:${prefix}`;
const titleTag = (prefix: string) => `nt:${prefix}`;

/** What a search's matches hold: a lexeme starting with `word`, or a folded title starting with `title`. */
export interface MatchKey {
  word: string;
  title: string;
}

/** What an entry holds, as the title index has it: its lexemes and folded titles. */
export interface EntryWords {
  lexemes: readonly string[];
  titles: readonly string[];
}

/**
 * The key of a search's matches: its longest word (the fewest entries hold it) and its folded text;
 * null when either is empty (every entry would match).
 */
export function matchKeyOf(words: readonly { lexeme: string }[], folded: string): MatchKey | null {
  let word = '';
  for (const { lexeme } of words) if (lexeme.length > word.length) word = lexeme;
  return word && folded ? { word: word.slice(0, KEY_CHARS), title: folded.slice(0, KEY_CHARS) } : null;
}

/** The tags of an answer whose order depends on the newest release among its matches only. */
export function matchKeyTags(key: MatchKey): string[] {
  return [NEWEST_OF_SOME_MATCHES, wordTag(key.word), titleTag(key.title)];
}

function pushPrefixes(into: string[], text: string, tag: (prefix: string) => string): void {
  const end = Math.min(text.length, KEY_CHARS);
  for (let n = 1; n <= end; n++) into.push(tag(text.slice(0, n)));
}

/**
 * The tags a change that moved `by:latest` implies for keyed answers: for each entry it names
 * (`e:<id>`), every prefix of what the entry holds; NEWEST_OF_SOME_MATCHES when an entry's words are
 * unknown (`wordsOf` null) or the change names no entry. Nothing for any other change.
 */
export function derivedNewestTags(
  tags: ReadonlySet<string>,
  wordsOf: (entryId: number) => EntryWords | null,
): string[] {
  if (!tags.has(NEWEST)) return [];
  const derived: string[] = [];
  let named = 0;
  for (const tag of tags) {
    const id = entryIdOf(tag);
    if (id < 0) continue;
    named += 1;
    const words = wordsOf(id);
    if (!words) return [NEWEST_OF_SOME_MATCHES];
    for (const lexeme of words.lexemes) pushPrefixes(derived, lexeme, wordTag);
    for (const title of words.titles) pushPrefixes(derived, title, titleTag);
  }
  return named > 0 ? derived : [NEWEST_OF_SOME_MATCHES];
}
