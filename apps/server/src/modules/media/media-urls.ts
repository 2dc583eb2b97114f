/** URLs of the generated artwork (drawn at request time, nothing downloaded). */
export const coverUrl = (uid: string) => `/api/media/cover/${uid}.svg`;
export const backdropUrl = (uid: string, n: number) => `/api/media/backdrop/${uid}/${n}.svg`;
export const actorImageUrl = (slug: string) => `/api/media/actor/${slug}.svg`;
export const ogImageUrl = (uid: string) => `/api/media/og/${uid}.png`;
