import type { EntryType } from '@regal/shared';

/** Every web route the app links to, in one place (spec §2). */
export const paths = {
  home: () => '/',
  type: (type: EntryType) => `/type/${type}`,
  detail: (uid: string, slug?: string) => (slug ? `/detail/${uid}/${slug}` : `/detail/${uid}`),
  search: (q: string, marker: string) => `/search?${new URLSearchParams({ page: '1', q, f: marker })}`,
  login: () => '/login',
  privacy: () => '/privacy',
  terms: () => '/term-of-service',
  support: () => '/support',
  page: (slug: string) => `/page/${slug}`,
} as const;
