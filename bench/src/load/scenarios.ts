import type { Random } from '../dataset/random.ts';
import { zipfPicker } from './zipf.ts';

/** A load scenario: a name and a function giving the next request path (rotating through a pool). */
export interface Scenario {
  name: string;
  nextPath: () => string;
}

interface Card {
  uid: string;
  title: string;
}
interface ReleaseHit {
  fulltitle: string;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Real titles, uids and release names from the server, so every request hits existing data. */
async function samplePool(base: string, random: Random) {
  const cards: Card[] = [];
  const names: string[] = [];
  const entriesAt = (page: number) =>
    getJson<{ data: Card[]; last_page: number }>(
      `${base}/api/start/search?types=all&per_page=100&page=${page}&sortBy=recently_added`,
    );
  const releasesAt = (page: number) =>
    getJson<{ data: ReleaseHit[]; last_page: number }>(
      `${base}/api/start/search?mode=releases&per_page=100&page=${page}`,
    );
  // Pages that exist: the demo catalogue has one, the 1M data set hundreds (the first 90 are used).
  const entryPages = Math.min(90, (await entriesAt(1)).last_page);
  const releasePages = Math.min(90, (await releasesAt(1)).last_page);
  const seen = new Set<string>();
  for (let i = 0; i < 10; i++) {
    const entryPage = random.int(1, Math.max(1, entryPages));
    const releasePage = random.int(1, Math.max(1, releasePages));
    // A small catalogue gives the same page again: each page once.
    if (!seen.has(`e${entryPage}`)) cards.push(...(await entriesAt(entryPage)).data);
    if (!seen.has(`r${releasePage}`))
      names.push(...(await releasesAt(releasePage)).data.map((r) => r.fulltitle));
    seen.add(`e${entryPage}`).add(`r${releasePage}`);
  }
  if (cards.length === 0 || names.length === 0) throw new Error('No data: run `npm run generate` first.');
  return { cards, names };
}

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]{3,}/gu) ?? [];

function cycle(paths: string[]): () => string {
  let i = 0;
  return () => paths[i++ % paths.length] as string;
}

/**
 * `texts`: the visitor mix's search texts (e.g. the ≥ 10,000 of `npm run duel`, results/duel-texts.tmp);
 * without them it draws from the sampled titles (a few hundred to a thousand texts).
 */
export async function buildScenarios(base: string, random: Random, texts?: string[]): Promise<Scenario[]> {
  const { cards, names } = await samplePool(base, random);
  const q = (text: string) => encodeURIComponent(text);

  // What people type: one or two words of a title, or the whole title; every third with filters.
  const searchPaths = cards.map((card, i) => {
    const words = wordsOf(card.title);
    const start = random.int(0, Math.max(0, words.length - 2));
    const text = i % 4 === 0 ? card.title : words.slice(start, start + random.int(1, 2)).join(' ');
    const filters =
      i % 3 === 0
        ? `&types=movie,series&genres=${random.pick(['drama', 'action', 'comedy', 'thriller'])}&years=1990-2025`
        : '&types=all';
    return `/api/start/search?q=${q(text)}${filters}`;
  });

  // Release-name search: a title word with a year, resolution or group word, as in the release mask.
  const releasePaths = names.map((name) => {
    const words = wordsOf(name);
    const pick = [random.pick(words.slice(0, 2)), random.pick(words.slice(2))].filter(Boolean);
    return `/api/start/search?mode=releases&q=${q(pick.join(' '))}`;
  });

  const detailPaths = cards.map((card) => `/api/entries/${card.uid}`);

  // The visitor mix of issue 21: detail 40 %, search 30 % (Zipf over the texts), newest 20 %, type
  // listings 10 %; details Zipf over the entries too (a few entries take most visits).
  const mixSearchPaths = texts
    ? texts.map((text) => `/api/start/search?q=${q(text)}&types=all`)
    : searchPaths;
  const zipfSearch = zipfPicker(mixSearchPaths, random);
  const zipfDetail = zipfPicker(detailPaths, random);
  const listingPaths = ['movie', 'series', 'doku', 'anime'].flatMap((type) =>
    [1, 2, 3].map((page) => `/api/entries/type/${type}?page=${page}`),
  );
  const newestPaths = ['/api/entries/latest', '/api/releases/newest', '/api/releases/newest?page=2'];
  const visitorMix = () =>
    random.weighted<() => string>([
      [zipfDetail, 40],
      [zipfSearch, 30],
      [() => random.pick(newestPaths), 20],
      [() => random.pick(listingPaths), 10],
    ])();

  return [
    { name: 'visitor mix (Zipf)', nextPath: visitorMix },
    { name: 'search text+filters', nextPath: cycle(searchPaths) },
    { name: 'release search', nextPath: cycle(releasePaths) },
    { name: 'entry detail', nextPath: cycle(detailPaths) },
  ];
}
