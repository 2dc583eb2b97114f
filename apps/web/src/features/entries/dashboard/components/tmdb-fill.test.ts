import type { TmdbLookupResponse } from '@regal/shared';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from './entry-draft.ts';
import { planTmdbFill, tmdbTargetOf } from './tmdb-fill.ts';

const sintel: TmdbLookupResponse = {
  kind: 'movie',
  title: 'Sintel',
  original_title: 'Sintel',
  description: 'Ein Mädchen sucht ihren Drachen.',
  released_at: '2010-09-27',
  time: 15,
  genre: ['animation', 'fantasy'],
  lang: ['en'],
  rating: 7.1,
  fsk: 12,
  imdb_id: 'tt1727587',
  tmdb_id: '45745',
  cover: 'https://image.tmdb.org/t/p/w500/poster.jpg',
  backdrop: 'https://image.tmdb.org/t/p/w1280/backdrop.jpg',
  actors: [{ name: 'Halina Reijn', image: null }],
  trailer: 'https://www.youtube.com/embed/eRsGyueVLvQ',
};

describe('TMDB id from what the operator typed', () => {
  it('reads ids and pasted links', () => {
    expect(tmdbTargetOf(' 45745 ', 'movie')).toEqual({ tmdb_id: '45745', type: 'movie' });
    expect(tmdbTargetOf('62560', 'series')).toEqual({ tmdb_id: '62560', type: 'tv' });
    expect(tmdbTargetOf('tt1727587', 'movie')).toEqual({ imdb_id: 'tt1727587' });
    expect(tmdbTargetOf('https://www.imdb.com/title/tt1727587/?ref_=nv', 'movie')).toEqual({
      imdb_id: 'tt1727587',
    });
    expect(tmdbTargetOf('https://www.themoviedb.org/tv/62560-cosmos-laundromat', 'movie')).toEqual({
      tmdb_id: '62560',
      type: 'tv',
    });
    expect(tmdbTargetOf('tt12', 'movie')).toBeNull();
    expect(tmdbTargetOf('Sintel', 'movie')).toBeNull();
  });
});

describe('filling the draft', () => {
  it('fills every empty field and adds cover and backdrop to the media lists', () => {
    const { fill, conflicts } = planTmdbFill(emptyDraft(), sintel);
    expect(conflicts).toEqual([]);
    expect(fill).toMatchObject({
      title: 'Sintel',
      released_at: '2010-09-27',
      time: 15,
      fsk: 12,
      lang: ['en'],
      genre: ['animation', 'fantasy'],
      trailer: sintel.trailer,
      cover: sintel.cover,
    });
    expect(fill.options).toMatchObject({
      tmdb_id: '45745',
      imdb_id: 'tt1727587',
      posters: [{ link: sintel.cover }],
      backdrops: [{ link: sintel.backdrop }],
    });
  });

  it('keeps filled fields and offers them as an overwrite', () => {
    const draft = { ...emptyDraft(), title: 'Sintel (2010)', time: 15, description: 'Eigene Beschreibung' };
    const { fill, overwrite, conflicts } = planTmdbFill(draft, sintel);
    expect(fill.title).toBeUndefined();
    expect(fill.description).toBeUndefined();
    expect(fill.time).toBeUndefined();
    expect(conflicts.sort()).toEqual(['description', 'title']);
    expect(overwrite).toEqual({ title: 'Sintel', description: sintel.description });
  });
});
