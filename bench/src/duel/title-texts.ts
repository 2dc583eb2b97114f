import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Random } from '../dataset/random.ts';

/** A visible entry as both engines index it. */
export interface TitleDoc {
  id: number;
  uid: string;
  title: string;
  original: string;
  year: number | null;
  type: string;
}

/** The bench database of a server started on an embedded PostgreSQL in `dataDir` (bench/README.md). */
export function benchDatabaseUrl(dataDir: string, port: number): string {
  const secret = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  return `postgres://regal:${secret}@127.0.0.1:${port}/regal`;
}

/** Every entry a guest can find (active, not deleted): what the catalogue's title search covers. */
export async function loadTitleDocs(databaseUrl: string): Promise<TitleDoc[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: number;
      uid: string;
      title: string;
      original_title: string | null;
      year: number | null;
      type: string;
    }>(
      `select id, uid, title, original_title, extract(year from released_at)::int as year, type
         from entries where active and deleted_at is null order by id`,
    );
    return rows.map((r) => ({
      id: r.id,
      uid: r.uid,
      title: r.title,
      original: r.original_title ?? '',
      year: r.year,
      type: r.type,
    }));
  } finally {
    await client.end();
  }
}

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]{3,}/gu) ?? [];

/**
 * `count` distinct texts as visitors type them into the title search: one or two words of a title,
 * or a whole title (every fourth). The order is the popularity rank of a Zipf workload: it comes
 * from the seeded random entry picks, so it says nothing about the catalogue's own order.
 */
export function buildTitleTexts(docs: readonly TitleDoc[], count: number, random: Random): string[] {
  const texts = new Set<string>();
  let attempts = 0;
  while (texts.size < count && attempts++ < count * 20) {
    const doc = random.pick(docs);
    const words = wordsOf(doc.title);
    if (words.length === 0) continue;
    const start = random.int(0, Math.max(0, words.length - 2));
    const text = attempts % 4 === 0 ? doc.title : words.slice(start, start + random.int(1, 2)).join(' ');
    texts.add(text.toLowerCase());
  }
  if (texts.size < count) throw new Error(`only ${texts.size} distinct texts in the catalogue's titles`);
  return [...texts];
}
