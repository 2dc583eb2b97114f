/**
 * IMDb trailer addresses look like `https://www.imdb.com/video/vi1234567890/`,
 * `https://m.imdb.com/video/imdb/vi1234567890`, `https://www.imdb.com/title/tt…/video/vi…` or
 * already `https://www.imdb.com/videoembed/vi…`. All carry a `vi` id, which is all the embed needs.
 */
const IMDB_HOSTS = new Set(['imdb.com', 'www.imdb.com', 'm.imdb.com']);
const VIDEO_ID = /(?:^|\/)(vi\d{6,12})(?:\/|$)/;

export function imdbVideoIdOf(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!IMDB_HOSTS.has(url.hostname.toLowerCase())) return null;
  if (!/\/video(?:embed)?\//.test(url.pathname)) return null;
  return VIDEO_ID.exec(url.pathname)?.[1] ?? null;
}

/** The page the trailer overlay frames: IMDb's own embed player, full size, nothing else. */
export function imdbEmbedPage(videoId: string): string {
  const src = `https://www.imdb.com/videoembed/${videoId}`;
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trailer</title>
<style>html,body{margin:0;height:100%;background:#000}iframe{border:0;width:100%;height:100%;display:block}</style>
</head>
<body>
<iframe src="${src}" title="Trailer" allow="autoplay; fullscreen; encrypted-media" allowfullscreen referrerpolicy="no-referrer"></iframe>
</body>
</html>
`;
}
