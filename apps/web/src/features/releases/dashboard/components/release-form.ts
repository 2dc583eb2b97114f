import type { EditorRelease } from '@regal/shared';

/** What the release card edits: the release without its server-kept fields. */
export type ReleaseForm = Omit<
  EditorRelease,
  | 'id'
  | 'uid'
  | 'version'
  | 'created_at'
  | 'updated_at'
  | 'deleted_at'
  | 'user'
  | 'entry_id'
  | 'source'
  | 'crypted_links'
> & {
  crypted_links: Record<string, string>;
};

export const newReleaseForm = (type: string): ReleaseForm => ({
  fulltitle: '',
  title: null,
  type,
  sub_type: null,
  group: null,
  size: null,
  downloads: 0,
  quality: null,
  video_stream: null,
  video_codec: null,
  audio_stream: null,
  bitrate: null,
  lang: ['de'],
  links: {},
  crypted_links: {},
  parts: null,
  user_id: null,
  options: { season: null, episode: null, episode_count_in_season: null, check: {} },
});

export const formOf = (r: EditorRelease): ReleaseForm => ({
  fulltitle: r.fulltitle,
  title: r.title,
  type: r.type,
  sub_type: r.sub_type,
  group: r.group,
  size: r.size,
  downloads: r.downloads,
  quality: r.quality,
  video_stream: r.video_stream,
  video_codec: r.video_codec,
  audio_stream: r.audio_stream,
  bitrate: r.bitrate,
  lang: r.lang,
  links: r.links,
  crypted_links: r.crypted_links,
  parts: r.parts,
  user_id: r.user_id,
  options: r.options,
});

export type PatchRelease = (change: Partial<ReleaseForm>) => void;
