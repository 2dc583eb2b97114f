import { GENRES, slugify } from '@regal/shared';
import type { Random } from './random.ts';
import {
  DESCRIPTION_SENTENCES,
  ENGLISH_LINKERS,
  ENGLISH_TITLE_WORDS,
  FIRST_NAMES,
  GERMAN_ARTICLES,
  GERMAN_LINKERS,
  GERMAN_TITLE_WORDS,
  GROUPS,
  HOSTERS,
  LAST_NAMES,
} from './words.ts';

/** Builds rows for the catalogue: titles from word lists, release names from title + tags + group. */

const TYPES = [
  ['movie', 45],
  ['series', 25],
  ['anime', 5],
  ['doku', 8],
  ['digital', 7],
  ['music', 5],
  ['game', 5],
] as const;

export interface EntrySeed {
  uid: string;
  title: string;
  originalTitle: string | null;
  slug: string;
  description: string;
  type: string;
  subType: string | null;
  genre: string;
  fsk: number;
  rating: number;
  views: number;
  downloads: number;
  year: number;
  createdAt: Date;
  lastReleaseAt: Date;
}

function germanTitle(r: Random): string {
  const shape = r.int(0, 3);
  const a = r.pick(GERMAN_TITLE_WORDS);
  const b = r.pick(GERMAN_TITLE_WORDS);
  if (shape === 0) return `${r.pick(GERMAN_ARTICLES)} ${a}`;
  if (shape === 1) return `${r.pick(GERMAN_ARTICLES)} ${a} ${r.pick(GERMAN_LINKERS)} ${b}`;
  if (shape === 2) return `${a} ${r.pick(GERMAN_LINKERS)} ${b}`;
  return `${a} und ${b}: ${r.pick(GERMAN_ARTICLES)} ${r.pick(GERMAN_TITLE_WORDS)}`;
}

function englishTitle(r: Random): string {
  const a = r.pick(ENGLISH_TITLE_WORDS);
  const b = r.pick(ENGLISH_TITLE_WORDS);
  return r.chance(0.5) ? `The ${a} ${r.pick(ENGLISH_LINKERS)} ${b}` : `${a} ${b}`;
}

export function buildEntrySeed(r: Random, index: number, now: number): EntrySeed {
  const german = r.chance(0.7);
  // A numbered suffix now and then, like real sequels; keeps titles from repeating too often.
  const base = german ? germanTitle(r) : englishTitle(r);
  const title = r.chance(0.25) ? `${base} ${r.int(2, 6)}` : base;
  const type = r.weighted(TYPES);
  const subType =
    type === 'digital'
      ? r.pick(['abook', 'ebook', 'comic'])
      : type === 'game'
        ? r.pick(['PCGames', 'NSW', 'PlayStation5'])
        : null;
  const genres = new Set<string>();
  for (let i = r.int(1, 3); i > 0; i--) genres.add(r.pick(GENRES));
  const year = r.int(1960, 2025);
  const createdAt = new Date(now - r.int(0, 3 * 365) * 86_400_000 - r.int(0, 86_399) * 1000);
  const description = Array.from({ length: r.int(2, 5) }, () => r.pick(DESCRIPTION_SENTENCES)).join(' ');
  return {
    uid: r.uid(),
    title,
    originalTitle: german && r.chance(0.4) ? englishTitle(r) : null,
    slug: slugify(title) || `entry-${index}`,
    description,
    type,
    subType,
    genre: [...genres].join(','),
    fsk: r.pick([0, 6, 12, 16, 18]),
    rating: Math.round(r.next() * 90 + 10) / 10,
    views: Math.floor(r.next() ** 3 * 100_000),
    downloads: Math.floor(r.next() ** 3 * 20_000),
    year,
    createdAt,
    lastReleaseAt: createdAt,
  };
}

export function personName(r: Random): string {
  return `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
}

export interface ReleaseSeed {
  uid: string;
  entryIndex: number | null;
  fulltitle: string;
  title: string;
  type: string;
  subType: string | null;
  group: string;
  size: number;
  lang: string;
  source: string;
  links: string;
  is0day: boolean;
  season: number | null;
  episode: number | null;
  createdAt: Date;
}

const dotted = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

function videoTail(r: Random): string {
  const lang = r.weighted([
    ['German', 50],
    ['German.DL', 35],
    ['German.AC3D', 5],
    ['English', 10],
  ] as const);
  const resolution = r.weighted([
    ['720p', 30],
    ['1080p', 50],
    ['2160p', 12],
    ['', 8],
  ] as const);
  const source = r.pick(['BluRay', 'WEB', 'WEB-DL', 'WEBRip', 'HDTV', 'DVDRip']);
  const codec = r.pick(['x264', 'x265', 'h264', 'H265']);
  return [lang, resolution, source, codec].filter(Boolean).join('.');
}

/** A scene-style name: `Title.Year.German.DL.1080p.BluRay.x264-GROUP`, `Show.S01E02…`, music, games, books. */
export function buildReleaseSeed(
  r: Random,
  entry: EntrySeed | null,
  entryIndex: number | null,
  createdAt: Date,
): ReleaseSeed {
  const type = entry?.type ?? r.pick(['movie', 'series', 'app', 'music', 'game']);
  const title = entry?.title ?? englishTitle(r);
  const name = dotted(title);
  const group = r.pick(GROUPS);
  const year = entry?.year ?? r.int(1990, 2025);
  let fulltitle: string;
  let season: number | null = null;
  let episode: number | null = null;
  if (type === 'series' || type === 'anime') {
    season = r.int(1, 8);
    episode = r.int(1, 24);
    const marker = `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}`;
    fulltitle = `${name}.${marker}.${videoTail(r)}-${group}`;
  } else if (type === 'music') {
    fulltitle = `${name.replace(/\./g, '_')}-(${r.pick(['WEB', 'CD', 'VINYL'])})-${year}-${group}`;
  } else if (type === 'game') {
    fulltitle = `${name}.${r.pick(['MULTi5', 'German', 'PS5', 'NSW'])}-${group}`;
  } else if (type === 'digital') {
    const kind = entry?.subType === 'abook' ? 'Hoerbuch' : entry?.subType === 'comic' ? 'Comic' : 'eBook';
    fulltitle = `${name}.German.${kind}-${group}`;
  } else if (type === 'app') {
    fulltitle = `${name}.v${r.int(1, 20)}.${r.int(0, 9)}.Incl.Keygen-${group}`;
  } else {
    fulltitle = `${name}.${year}.${videoTail(r)}-${group}`;
  }
  const hoster = r.pick(HOSTERS);
  const links = { [hoster]: [`https://${hoster}.example/${r.uid(10)}`] };
  return {
    uid: r.uid(),
    entryIndex,
    fulltitle,
    title,
    type,
    subType: entry?.subType ?? null,
    group,
    size: r.int(50, 60_000) * 1024 * 1024,
    lang: fulltitle.includes('.DL.') ? 'DE,EN' : fulltitle.includes('English') ? 'EN' : 'DE',
    source: r.chance(0.2) ? 'scene' : 'manual',
    links: JSON.stringify(links),
    is0day: entry === null || r.chance(0.05),
    season,
    episode,
    createdAt,
  };
}
