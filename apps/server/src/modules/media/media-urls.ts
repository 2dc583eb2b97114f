/**
 * URLs of the generated artwork (drawn at request time, nothing downloaded), as WebP: see
 * raster-art.ts for why pages do not show the SVG drawings themselves.
 */
export const coverUrl = (uid: string) => `/api/media/cover/${uid}.webp`;
export const backdropUrl = (uid: string, n: number) => `/api/media/backdrop/${uid}/${n}.webp`;
export const actorImageUrl = (slug: string) => `/api/media/actor/${slug}.webp`;
/** The entry's share card (1200×630 PNG) for OpenGraph / Twitter previews. */
export const ogImageUrl = (uid: string) => `/api/media/og/${uid}.png`;
