import type { AllAppsItem, DashboardEntryRow, EditorEntry, EditorRelease } from '@regal/shared';
import type { EntryRow } from '../../db/schema/entries.ts';
import type { ReleaseRow } from '../../db/schema/releases.ts';
import { coverUrl } from '../media/media-urls.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const yearOf = (releasedAt: string | null) => (releasedAt ? Number(releasedAt.slice(0, 4)) : null);
const coverOf = (entry: EntryRow) => entry.cover ?? entry.options.posters?.[0]?.link ?? coverUrl(entry.uid);

export function presentListRow(
  row: {
    entry: EntryRow;
    releasesCount: number;
    reviewsCount: number;
    hasImage: boolean;
    username: string | null;
  },
  showStats: boolean,
): DashboardEntryRow {
  const e = row.entry;
  return {
    id: e.id,
    uid: e.uid,
    slug: e.slug,
    title: e.title,
    type: e.type,
    sub_type: e.subType,
    cover: coverOf(e),
    has_image: row.hasImage,
    year: yearOf(e.releasedAt),
    fsk: e.fsk,
    genre: e.genre,
    active: e.active,
    no_duplicate: e.noDuplicate === true,
    releases_count: row.releasesCount,
    reviews_count: row.reviewsCount,
    downloads: showStats ? e.downloads : null,
    views: showStats ? e.views : null,
    user: e.userId !== null && row.username !== null ? { id: e.userId, username: row.username } : null,
    released_at: e.releasedAt,
    verified_at: iso(e.verifiedAt),
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
    deleted_at: iso(e.deletedAt),
  };
}

export function presentAllApps(row: { entry: EntryRow; releasesCount: number }): AllAppsItem {
  const e = row.entry;
  return {
    id: e.id,
    uid: e.uid,
    title: e.title,
    type: e.type,
    cover: coverOf(e),
    genre: e.genre,
    description: e.description,
    year: yearOf(e.releasedAt),
    releases_count: row.releasesCount,
  };
}

export function presentEditorEntry(row: {
  entry: EntryRow;
  releasesCount: number;
  username: string | null;
  actors: { id: number; name: string; image: string | null }[];
}): EditorEntry {
  const e = row.entry;
  const o = e.options;
  return {
    id: e.id,
    uid: e.uid,
    slug: e.slug,
    version: e.version,
    title: e.title,
    original_title: e.originalTitle,
    subtitle: e.subtitle,
    fulltitle: e.fulltitle,
    description: e.description,
    active: e.active,
    no_duplicate: e.noDuplicate === true,
    type: e.type,
    sub_type: e.subType,
    lang: e.lang,
    fsk: e.fsk,
    rating: e.rating,
    views: e.views,
    downloads: e.downloads,
    time: e.time,
    genre: e.genre,
    tags: e.tags,
    cover: e.cover,
    cover_url: coverOf(e),
    trailer: e.trailer,
    released_at: e.releasedAt,
    verified_at: iso(e.verifiedAt),
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
    deleted_at: iso(e.deletedAt),
    user_id: e.userId,
    user: e.userId !== null && row.username !== null ? { id: e.userId, username: row.username } : null,
    releases_count: row.releasesCount,
    options: {
      imdb_id: o.imdb_id ?? null,
      tmdb_id: o.tmdb_id ?? null,
      igdb_id: o.igdb_id ?? null,
      source: o.source ?? null,
      posters: (o.posters ?? []).map((p) => ({ link: p.link })),
      backdrops: (o.backdrops ?? []).map((b) => ({ link: b.link ?? b.url })),
      images: (o.images ?? []).map((i) => ({ image: i.image })),
      disable_actors: o.disable_actors === true,
    },
    actors: row.actors,
  };
}

export function presentEditorRelease(row: ReleaseRow, username: string | null): EditorRelease {
  return {
    id: row.id,
    uid: row.uid,
    version: row.version,
    entry_id: row.entryId,
    fulltitle: row.fulltitle,
    title: row.title,
    type: row.type,
    sub_type: row.subType,
    group: row.group,
    size: row.size,
    downloads: row.downloads,
    quality: row.quality,
    video_stream: row.videoStream,
    video_codec: row.videoCodec,
    audio_stream: row.audioStream,
    bitrate: row.bitrate,
    lang: row.lang,
    links: row.links,
    crypted_links: row.cryptedLinks,
    parts: row.parts,
    source: row.source,
    user_id: row.userId,
    user: row.userId !== null && username !== null ? { id: row.userId, username } : null,
    options: {
      season: row.options.season ?? null,
      episode: row.options.episode ?? null,
      episode_count_in_season: row.options.episode_count_in_season ?? null,
      check: row.options.check ?? {},
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: iso(row.deletedAt),
  };
}
