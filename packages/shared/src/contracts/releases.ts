import { z } from 'zod';

/** A map of hoster → list of URLs (spec §3 "links"). */
export const ZLinkMap = z.record(z.string(), z.array(z.string()));
/** A map of hoster → container URL (spec §3 "crypted_links"). */
export const ZCryptedLinkMap = z.record(z.string(), z.string());

export const ZReleaseOptions = z.object({
  season: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  episode_count_in_season: z.number().int().nullable(),
  /** hoster → online-status image URL */
  check: z.record(z.string(), z.string()),
});

export const ZMirror = z.object({
  key: z.string(),
  user: z.string().nullable(),
  links: ZLinkMap,
  check: z.record(z.string(), z.string()),
});

export const ZRelease = z.object({
  id: z.number().int(),
  uid: z.string(),
  entry_id: z.number().int().nullable(),
  fulltitle: z.string(),
  title: z.string().nullable(),
  type: z.string(),
  sub_type: z.string().nullable(),
  group: z.string().nullable(),
  size: z.number().nullable(),
  downloads: z.number().int(),
  video_stream: z.string().nullable(),
  video_codec: z.string().nullable(),
  audio_stream: z.string().nullable(),
  bitrate: z.string().nullable(),
  quality: z.string().nullable(),
  lang: z.array(z.string()),
  source: z.string(),
  released_at: z.string().nullable(),
  user: z.object({ username: z.string() }).nullable(),
  links: ZLinkMap,
  crypted_links: ZCryptedLinkMap,
  parts: z.number().int().nullable(),
  options: ZReleaseOptions,
  folder: z.string().nullable(),
  is0day: z.boolean(),
  mirrors: z.array(ZMirror),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Release = z.infer<typeof ZRelease>;
