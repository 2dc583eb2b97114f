import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries } from '../../db/schema/entries.ts';
import type { ReleaseOptions, ReleaseRow } from '../../db/schema/releases.ts';

/**
 * The detail page in ONE prepared round trip: the entry row plus its live releases and actors,
 * aggregated as JSON by PostgreSQL. Three small queries cost three executor start-ups and network
 * turns per page view; on the embedded server that round-trip overhead, not Node, was the limit
 * (see docs/decisions/001-embedded-database.md).
 */

/** A release as `json_build_object` below writes it: snake_case keys, timestamps as ISO text. */
interface ReleaseJson {
  id: number;
  uid: string;
  entry_id: number | null;
  fulltitle: string;
  title: string | null;
  type: string;
  sub_type: string | null;
  group: string | null;
  size: number | null;
  downloads: number;
  video_stream: string | null;
  video_codec: string | null;
  audio_stream: string | null;
  bitrate: string | null;
  quality: string | null;
  lang: string[];
  source: string;
  released_at: string | null;
  user_id: number | null;
  links: Record<string, string[]>;
  crypted_links: Record<string, string>;
  parts: number | null;
  options: ReleaseOptions;
  folder: string | null;
  is0day: boolean;
  created_at: string;
  updated_at: string;
  username: string | null;
}

export interface ActorJson {
  id: number;
  name: string;
  slug: string;
  image: string | null;
}

const releasesJson = sql<ReleaseJson[]>`coalesce((
  select json_agg(json_build_object(
    'id', r.id, 'uid', r.uid, 'entry_id', r.entry_id, 'fulltitle', r.fulltitle, 'title', r.title,
    'type', r.type, 'sub_type', r.sub_type, 'group', r."group", 'size', r.size, 'downloads', r.downloads,
    'video_stream', r.video_stream, 'video_codec', r.video_codec, 'audio_stream', r.audio_stream,
    'bitrate', r.bitrate, 'quality', r.quality, 'lang', r.lang, 'source', r.source,
    'released_at', r.released_at, 'user_id', r.user_id, 'links', r.links, 'crypted_links', r.crypted_links,
    'parts', r.parts, 'options', r.options, 'folder', r.folder, 'is0day', r.is0day,
    'created_at', r.created_at, 'updated_at', r.updated_at, 'username', u.username
  ) order by (r.options->>'season')::int nulls first, (r.options->>'episode')::int nulls first,
             r.created_at desc, r.id desc)
  from releases r left join users u on u.id = r.user_id
  where r.entry_id = "entries"."id" and r.deleted_at is null and r.moderation = 'approved'
), '[]'::json)`;

const actorsJson = sql<ActorJson[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'name', a.name, 'slug', a.slug, 'image', a.image)
                  order by ea.position)
  from entry_actors ea join actors a on a.id = ea.actor_id
  where ea.entry_id = "entries"."id"
), '[]'::json)`;

/** How many reviews stand behind the shown rating (schema.org's `ratingCount`; 0 without any). */
const reviewsCount = sql<number>`coalesce((
  select er.reviews_count from entry_ratings er where er.entry_id = "entries"."id"
), 0)::int`;

export function prepareEntryDetailQuery(db: Database) {
  return db
    .select({ entry: entries, releases: releasesJson, actors: actorsJson, reviewsCount })
    .from(entries)
    .where(and(eq(entries.active, true), isNull(entries.deletedAt), eq(entries.uid, sql.placeholder('uid'))))
    .limit(1)
    .prepare('entry_detail');
}

/** Back to the row shape the presenter shares with every other release reader. */
export function releaseRowFromJson(json: ReleaseJson): { release: ReleaseRow; username: string | null } {
  const { username, ...r } = json;
  return {
    username,
    release: {
      id: r.id,
      uid: r.uid,
      entryId: r.entry_id,
      fulltitle: r.fulltitle,
      title: r.title,
      type: r.type,
      subType: r.sub_type,
      group: r.group,
      size: r.size === null ? null : Number(r.size),
      downloads: r.downloads,
      videoStream: r.video_stream,
      videoCodec: r.video_codec,
      audioStream: r.audio_stream,
      bitrate: r.bitrate,
      quality: r.quality,
      lang: r.lang ?? [],
      source: r.source,
      releasedAt: r.released_at,
      userId: r.user_id,
      links: r.links,
      cryptedLinks: r.crypted_links,
      parts: r.parts,
      options: r.options,
      folder: r.folder,
      is0day: r.is0day,
      createdAt: new Date(r.created_at),
      updatedAt: new Date(r.updated_at),
      deletedAt: null,
      // Only approved releases reach this reader (the query filters them).
      moderation: 'approved',
      moderationReason: null,
      moderatedBy: null,
      moderatedAt: null,
      // The public detail never edits; the editor reads the version from the table.
      version: 0,
    },
  };
}
