/**
 * How the trailer overlay shows a trailer URL: a `<video>` for a video file, a frame for the
 * players our CSP allows (`frame-src`: our IMDb embed page, YouTube's privacy-enhanced player,
 * archive.org's player), and for any other web page a link to it — framing it would only show the
 * browser's "This content is blocked" (decision 036).
 */
export type TrailerEmbed =
  | { kind: 'video'; src: string }
  | { kind: 'frame'; src: string }
  | { kind: 'link'; href: string };

const VIDEO_FILE = /\.(?:mp4|webm|ogv|m4v)(?:[?#].*)?$/i;

/**
 * IMDb trailers go through our `video/embed` page (spec §7); YouTube uses its privacy-enhanced
 * embed, archive.org its embed player, video files a plain `<video>`; anything else is a link.
 */
export function trailerEmbedOf(trailer: string): TrailerEmbed | null {
  let url: URL;
  try {
    url = new URL(trailer);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '').toLowerCase();
  if (host === 'imdb.com' || host === 'm.imdb.com') {
    return { kind: 'frame', src: `/api/video/embed?${new URLSearchParams({ url: trailer })}` };
  }
  if (host === 'youtube.com' || host === 'm.youtube.com' || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : (url.searchParams.get('v') ?? url.pathname.split('/embed/')[1]);
    if (id && /^[\w-]{6,20}$/.test(id))
      return { kind: 'frame', src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` };
  }
  if (host === 'archive.org') {
    const match = /^\/(?:details|embed)\/([^/]+)/.exec(url.pathname);
    if (match) return { kind: 'frame', src: `https://archive.org/embed/${match[1]}` };
  }
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'video', src: url.toString() };
  return { kind: 'link', href: url.toString() };
}
