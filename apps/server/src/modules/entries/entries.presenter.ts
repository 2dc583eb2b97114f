import type { EntryCard, EntryDetail, Genre, Release, SubType } from '@regal/shared';
import type { EntryRow } from '../../db/schema/entries.ts';
import type { ReleaseRow } from '../../db/schema/releases.ts';
import { type CryptRewriteSettings, rewriteCryptedLinks } from '../filecrypt/crypt-link-rewrite.ts';
import { statusImages } from '../link-health/badge.ts';
import { actorImageUrl, backdropUrl, coverUrl } from '../media/media-urls.ts';
import type { EntryCardRow } from './entries.repository.ts';

/** Generated backdrops per entry when none were uploaded (the carousel shows 2, or 3 on mobile). */
const GENERATED_BACKDROPS = 3;

const yearOf = (releasedAt: string | null) => (releasedAt ? Number(releasedAt.slice(0, 4)) : null);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentEntryCard(row: EntryCardRow): EntryCard {
  return {
    id: row.id,
    uid: row.uid,
    slug: row.slug,
    title: row.title,
    type: row.type as EntryCard['type'],
    sub_type: (row.subType as SubType | null) ?? null,
    cover: row.cover ?? coverUrl(row.uid),
    year: yearOf(row.releasedAt),
    rating: row.rating,
    genre: row.genre as Genre[],
    fsk: row.fsk,
    releases_count: row.releasesCount,
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * One release as the API shows it. With `cryptRewrite`, the crypt links of the configured
 * uploader's releases get the other host (spec: "hosters of user id 4"); applied here, on read,
 * so it covers links stored before the setting existed or changed.
 */
export function presentRelease(
  row: ReleaseRow,
  username: string | null,
  cryptRewrite?: CryptRewriteSettings,
): Release {
  const options = row.options;
  // Our own status image per hoster (issue 13), unless the release carries its own.
  const check = { ...statusImages(row.uid, row.links), ...options.check };
  return {
    id: row.id,
    uid: row.uid,
    entry_id: row.entryId,
    fulltitle: row.fulltitle,
    title: row.title,
    type: row.type,
    sub_type: row.subType,
    group: row.group,
    size: row.size,
    downloads: row.downloads,
    video_stream: row.videoStream,
    video_codec: row.videoCodec,
    audio_stream: row.audioStream,
    bitrate: row.bitrate,
    quality: row.quality,
    lang: row.lang,
    source: row.source,
    released_at: row.releasedAt,
    user: username ? { username } : null,
    links: row.links,
    crypted_links: cryptRewrite
      ? rewriteCryptedLinks(row.cryptedLinks, row.userId, cryptRewrite)
      : row.cryptedLinks,
    parts: row.parts,
    options: {
      season: options.season ?? null,
      episode: options.episode ?? null,
      episode_count_in_season: options.episode_count_in_season ?? null,
      check,
    },
    folder: row.folder,
    is0day: row.is0day,
    // The release's own links form its first mirror; grouping of further mirrors follows spec §5.
    mirrors: [{ key: row.uid, user: username, links: row.links, check }],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentEntryDetail(
  row: EntryRow,
  releaseRows: { release: ReleaseRow; username: string | null }[],
  actorRows: { id: number; name: string; slug: string; image: string | null }[],
  reviewsCount: number,
  cryptRewrite?: CryptRewriteSettings,
): EntryDetail {
  const options = row.options;
  const backdrops =
    options.backdrops && options.backdrops.length > 0
      ? options.backdrops
      : Array.from({ length: GENERATED_BACKDROPS }, (_, i) => ({
          cdn: false,
          url: backdropUrl(row.uid, i + 1),
          link: null,
        }));
  return {
    ...presentEntryCard({ ...row, releasesCount: releaseRows.length }),
    original_title: row.originalTitle,
    fulltitle: row.fulltitle,
    description: row.description,
    released_at: row.releasedAt,
    time: row.time,
    trailer: row.trailer,
    lang: row.lang,
    tags: row.tags,
    views: row.views,
    downloads: row.downloads,
    reviews_count: reviewsCount,
    created_at: iso(row.createdAt) ?? '',
    options: {
      actors: actorRows.map((a) => ({
        id: a.id,
        name: a.name,
        slug: a.slug,
        image: a.image ?? actorImageUrl(a.slug),
        cdn: false,
      })),
      backdrops,
      sources: options.sources ?? [],
      imdb_id: options.imdb_id ?? null,
    },
    releases: releaseRows.map((r) => presentRelease(r.release, r.username, cryptRewrite)),
  };
}
