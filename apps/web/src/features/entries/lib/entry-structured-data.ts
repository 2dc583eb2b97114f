import { type EntryDetail, RATING_SCALE } from '@regal/shared';
import { isEpisodic } from '../components/release-tech.ts';

/** schema.org's type for each kind of entry (digital: by its sub type). */
function schemaTypeOf(entry: EntryDetail): string {
  switch (entry.type) {
    case 'movie':
    case 'doku':
      return 'Movie';
    case 'series':
      return 'TVSeries';
    case 'anime':
      // An anime film is a film (issue 36): only an anime in episodes is a series.
      return isEpisodic(entry) ? 'TVSeries' : 'Movie';
    case 'game':
      return 'VideoGame';
    case 'music':
      return 'MusicAlbum';
    case 'digital':
      if (entry.sub_type === 'abook') return 'Audiobook';
      return entry.sub_type === 'comic' ? 'ComicStory' : 'Book';
  }
}

/** OpenGraph's type: a film or series where it is one, else a plain page. */
export function ogTypeOf(entry: EntryDetail): string {
  const type = schemaTypeOf(entry);
  if (type === 'Movie') return 'video.movie';
  if (type === 'TVSeries') return 'video.tv_show';
  return 'website';
}

/**
 * The entry as schema.org JSON-LD (issue 20): its type, name, description, cover, year, genres and
 * cast, and the rating the page shows as an AggregateRating on the site's scale (0–10).
 * schema.org requires a count with an AggregateRating (issue 36): the reviews behind the rating. An
 * imported rating alone has no count we know, so it is left out rather than sent without one.
 */
export function entryStructuredData(
  entry: EntryDetail,
  url: string,
  image: string,
  description: string,
): object {
  const type = schemaTypeOf(entry);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': type,
    name: entry.title,
    url,
    image,
    description,
  };
  if (entry.original_title && entry.original_title !== entry.title) data.alternateName = entry.original_title;
  if (entry.released_at) data.datePublished = entry.released_at.slice(0, 10);
  else if (entry.year) data.datePublished = String(entry.year);
  if (entry.genre.length > 0) data.genre = entry.genre;
  const actors = entry.options.actors.map((actor) => ({ '@type': 'Person', name: actor.name }));
  if (actors.length > 0 && (type === 'Movie' || type === 'TVSeries' || type === 'VideoGame'))
    data.actor = actors;
  if (entry.rating !== null && entry.reviews_count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: entry.rating,
      ratingCount: entry.reviews_count,
      bestRating: RATING_SCALE,
      worstRating: 0,
    };
  }
  return data;
}
