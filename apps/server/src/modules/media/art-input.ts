import type { EntryOptions } from '../../db/schema/entries.ts';
import type { ArtInput } from './svg-art.ts';

const DEFAULT_PALETTE: [string, string] = ['#3b2f63', '#0f766e'];
/** The cover's small caption; German like the catalogue (platform names stay as they are). */
const COVER_LABELS: Record<string, string> = {
  movie: 'Film',
  series: 'Serie',
  anime: 'Anime',
  doku: 'Doku',
  digital: 'Digital',
  music: 'Musik',
  game: 'Spiel',
  abook: 'Hörbuch',
  ebook: 'E-Book',
  comic: 'Comic',
};

/** What the generated artwork of an entry is drawn from. */
export function artInputOf(
  uid: string,
  row: { title: string; type: string; subType: string | null; options: EntryOptions },
): ArtInput {
  return {
    seed: uid,
    title: row.title,
    label: COVER_LABELS[row.subType ?? row.type] ?? row.subType ?? row.type,
    palette: row.options.palette ?? DEFAULT_PALETTE,
  };
}
