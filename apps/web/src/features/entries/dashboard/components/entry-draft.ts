import type { EditorEntry, EntryInput } from '@regal/shared';

/** The editor's working copy: every field of the entry input, media and actors included. */
export type EntryDraft = Omit<EntryInput, 'options' | 'actors'> & {
  options: NonNullable<EntryInput['options']> & {
    posters: { link: string }[];
    backdrops: { link: string }[];
    images: { image: string }[];
  };
  actors: { name: string; image?: string | null }[];
};

export const emptyDraft = (): EntryDraft => ({
  title: '',
  original_title: null,
  subtitle: null,
  fulltitle: null,
  description: '',
  active: true,
  no_duplicate: false,
  type: 'movie',
  sub_type: null,
  lang: ['de'],
  fsk: null,
  rating: null,
  time: null,
  genre: [],
  tags: [],
  cover: null,
  trailer: null,
  released_at: null,
  verified_at: null,
  options: { imdb_id: null, tmdb_id: null, posters: [], backdrops: [], images: [], disable_actors: false },
  actors: [],
});

export function draftOf(entry: EditorEntry): EntryDraft {
  return {
    title: entry.title,
    original_title: entry.original_title,
    subtitle: entry.subtitle,
    fulltitle: entry.fulltitle,
    description: entry.description,
    active: entry.active,
    no_duplicate: entry.no_duplicate,
    type: entry.type as EntryDraft['type'],
    sub_type: entry.sub_type as EntryDraft['sub_type'],
    lang: entry.lang,
    fsk: entry.fsk,
    rating: entry.rating,
    time: entry.time,
    genre: entry.genre as EntryDraft['genre'],
    tags: entry.tags,
    cover: entry.cover,
    trailer: entry.trailer,
    released_at: entry.released_at,
    verified_at: entry.verified_at,
    user_id: entry.user_id,
    options: {
      imdb_id: entry.options.imdb_id,
      tmdb_id: entry.options.tmdb_id,
      igdb_id: entry.options.igdb_id,
      source: entry.options.source,
      posters: entry.options.posters,
      backdrops: entry.options.backdrops,
      images: entry.options.images,
      disable_actors: entry.options.disable_actors,
    },
    actors: entry.actors.map((a) => ({ name: a.name, image: a.image })),
  };
}

/** DD.MM.YYYY as typed (digits only, dots inserted) ↔ YYYY-MM-DD. */
export function maskDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('.');
}
export const isoFromMasked = (masked: string) => {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(masked);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : masked === '' ? null : masked;
};
export const maskedFromIso = (iso: string | null | undefined) => {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
};

/** The trailer is an embed URL; a YouTube watch link is turned into its embed form. */
export function embedUrl(value: string): string {
  const watch = /^https?:\/\/(?:www\.)?youtube\.com\/watch\?v=([\w-]{6,})/.exec(value);
  if (watch) return `https://www.youtube.com/embed/${watch[1]}`;
  const short = /^https?:\/\/youtu\.be\/([\w-]{6,})/.exec(value);
  if (short) return `https://www.youtube.com/embed/${short[1]}`;
  return value;
}
