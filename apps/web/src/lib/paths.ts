import type { EntryType } from '@regal/shared';

/** Every web route the app links to, in one place (spec §2). */
export const paths = {
  home: () => '/',
  type: (type: EntryType) => `/type/${type}`,
  detail: (uid: string, slug?: string) => (slug ? `/detail/${uid}/${slug}` : `/detail/${uid}`),
  /**
   * The header's search (spec 01 §2: the trigger resets types and page): `types=all`, so it finds
   * every type — the search page's default without `types` is movies and series (spec 01 §3).
   */
  search: (q: string, marker: string) =>
    `/search?${new URLSearchParams({ page: '1', q, f: marker, types: 'all' })}`,
  /** Named route `release` (spec 02 §2): `?bot=scene` is the scene bot, `?q=` the release search. */
  release: (query: { q: string } | { bot: 'scene' }) => `/release?${new URLSearchParams(query)}`,
  login: () => '/login',
  privacy: () => '/privacy',
  terms: () => '/term-of-service',
  support: () => '/support',
  page: (slug: string) => `/page/${slug}`,
} as const;
