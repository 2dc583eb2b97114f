import type { EntryOptions } from '../../db/schema/entries.ts';
import { type Lang, type MessageKey, message } from '../../lib/messages/index.ts';
import type { ArtInput } from './svg-art.ts';

const DEFAULT_PALETTE: [string, string] = ['#3b2f63', '#0f766e'];
/** The cover's small caption, in the reader's language (issue 36); platform names stay as they are. */
const COVER_LABELS: Record<string, MessageKey> = {
  movie: 'coverMovie',
  series: 'coverSeries',
  anime: 'coverAnime',
  doku: 'coverDoku',
  digital: 'coverDigital',
  music: 'feedTypeMusic',
  game: 'coverGame',
  abook: 'coverAbook',
  ebook: 'coverEbook',
  comic: 'coverComic',
};

/** What the generated artwork of an entry is drawn from. */
export function artInputOf(
  uid: string,
  row: { title: string; type: string; subType: string | null; options: EntryOptions },
  lang: Lang,
): ArtInput {
  const label = COVER_LABELS[row.subType ?? row.type];
  return {
    seed: uid,
    title: row.title,
    label: label ? message(lang, label) : (row.subType ?? row.type),
    palette: row.options.palette ?? DEFAULT_PALETTE,
  };
}
