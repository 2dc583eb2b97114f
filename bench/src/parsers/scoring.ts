/**
 * Scoring rules from /work/shared/corpora/release-names/README.md ("Scoring"). Only keys present in
 * `expected` are scored; a missing prediction key counts as null.
 */

export const FIELDS = [
  'title',
  'year',
  'type',
  'season',
  'episode',
  'resolution',
  'source',
  'codec',
  'audio',
  'languages',
  'group',
] as const;
export type Field = (typeof FIELDS)[number];

export type Value = string | number | string[] | null;
export type Prediction = Partial<Record<Field, Value>>;

export interface Case {
  name: string;
  expected: Prediction;
  source: string;
}

/** Case-insensitive, accents folded, apostrophes removed, other punctuation/whitespace runs to one space. */
export function normaliseTitle(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function vocab(value: Value): string | null {
  if (value === null || value === undefined) return null;
  const v = String(value).toLowerCase();
  return v === 'telesync' ? 'ts' : v;
}

export function fieldCorrect(field: Field, expected: Value, predicted: Value | undefined): boolean {
  const got = predicted === undefined ? null : predicted;
  switch (field) {
    case 'title':
      if (expected === null || got === null) return expected === got;
      return normaliseTitle(String(expected)) === normaliseTitle(String(got));
    case 'languages': {
      const want = new Set(Array.isArray(expected) ? expected : []);
      const have = new Set(Array.isArray(got) ? got : []);
      return want.size === have.size && [...want].every((l) => have.has(l));
    }
    case 'group':
      if (expected === null || got === null) return expected === got;
      return String(expected).toLowerCase() === String(got).toLowerCase();
    case 'year':
    case 'season':
    case 'episode':
      return expected === got;
    default:
      return vocab(expected) === vocab(got);
  }
}

export interface Tally {
  right: Record<Field, number>;
  total: Record<Field, number>;
  exact: number;
  cases: number;
}

export function emptyTally(): Tally {
  const zero = () => Object.fromEntries(FIELDS.map((f) => [f, 0])) as Record<Field, number>;
  return { right: zero(), total: zero(), exact: 0, cases: 0 };
}

/** Adds one case to a tally; returns the fields that were wrong. */
export function scoreCase(tally: Tally, expected: Prediction, predicted: Prediction): Field[] {
  const wrong: Field[] = [];
  for (const field of FIELDS) {
    if (!(field in expected)) continue;
    const want = expected[field] ?? null;
    tally.total[field]++;
    if (fieldCorrect(field, want, predicted[field])) tally.right[field]++;
    else wrong.push(field);
  }
  tally.cases++;
  if (wrong.length === 0) tally.exact++;
  return wrong;
}

export function overall(tally: Tally): number {
  let right = 0;
  let total = 0;
  for (const field of FIELDS) {
    right += tally.right[field];
    total += tally.total[field];
  }
  return total === 0 ? 0 : (100 * right) / total;
}

export function fieldAccuracy(tally: Tally, field: Field): number | null {
  return tally.total[field] === 0 ? null : (100 * tally.right[field]) / tally.total[field];
}

/**
 * The README's German slice ("German, German.DL, AC3D and similar"): a German tag in the name, or German in
 * the labelled audio languages (`-DE-` on scene audiobooks). This gives the README's 33 dev names.
 */
export function isGermanCase(c: Case): boolean {
  const tagged = /(?<![a-z])(?:german|deutsch|ger|ac3d|eac3d)(?![a-z])/i.test(c.name);
  const labelled = Array.isArray(c.expected.languages) && c.expected.languages.includes('de');
  return tagged || labelled;
}

/**
 * The families of the outside check (guessit-style, pr0pz scene names, parse-torrent-title P2P names), with
 * our own label files mapped onto them by the naming habits they were written from. German names are a
 * slice across families (`isGermanCase`).
 */
const FAMILIES: Readonly<Record<string, string>> = {
  guessit: 'guessit-style',
  'wide-guessit': 'guessit-style',
  'extra-anime': 'guessit-style',
  pr0pz: 'scene',
  'wide-scene': 'scene',
  'wide-german': 'scene',
  'extra-scene': 'scene',
  'extra-german': 'scene',
  'extra-germantv': 'scene',
  ptn: 'p2p',
  'wide-ptn': 'p2p',
  'extra-p2p': 'p2p',
  'extra-germanp2p': 'p2p',
  'extra-site': 'p2p',
};

export function familyOf(source: string): string {
  return FAMILIES[source] ?? source;
}
