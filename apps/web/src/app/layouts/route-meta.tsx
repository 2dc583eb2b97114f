import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { PageHead } from '../../components/seo/page-head.tsx';

/**
 * Each route's page title and meta description (texts in common.json under `meta`). The first
 * matching pattern wins; an unknown address is the not-found page.
 */
const ROUTE_META: [pattern: string, key: string][] = [
  ['/', 'home'],
  ['/type/:type', 'typeListing'],
  ['/v2/type/:segment', 'typeListing'],
  ['/detail/:uid/:slug?', 'detail'],
  ['/search/actors', 'actors'],
  ['/search', 'search'],
  ['/req', 'requests'],
  ['/scenebot', 'scenebot'],
  ['/nfo', 'nfo'],
  ['/warezmode', 'warezmode'],
  ['/privacy', 'privacy'],
  ['/term-of-service', 'terms'],
  ['/support', 'support'],
  ['/page/:slug', 'page'],
  ['/community/*', 'community'],
  ['/shareUs', 'shareUs'],
  ['/login', 'login'],
  ['/login.req', 'login'],
  ['/login.alreadyRegistered', 'login'],
  ['/login.notVerified', 'login'],
  ['/register/*', 'register'],
  ['/password/forgot', 'forgotPassword'],
  ['/auth/*', 'account'],
  ['/settings/*', 'account'],
  ['/favorite', 'account'],
  ['/myReviews', 'account'],
  ['/myTickets', 'account'],
  ['/myUploads', 'account'],
  ['/dashboard/*', 'dashboard'],
];

export function metaKeyOf(pathname: string): string {
  const found = ROUTE_META.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  return found?.[1] ?? 'notFound';
}

/**
 * Routes whose page names its own head from the data it loaded (an entry, a content page, a type)
 * or is a not-found state: RouteMeta leaves them alone, so a page has exactly one title.
 */
const OWN_HEAD = new Set(['detail', 'page', 'privacy', 'terms', 'support', 'typeListing', 'notFound']);

/** Each route's title and description (texts in common.json under `meta`), unless the page names its own. */
export function RouteMeta() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation('common');
  const key = metaKeyOf(pathname);
  if (OWN_HEAD.has(key)) return null;
  // A search's tab and link preview name what was searched (issue 36), not just "Suche".
  const q = new URLSearchParams(search).get('q')?.trim();
  const searched = (key === 'search' || key === 'actors') && q;
  const title = searched ? t(`meta.${key}.titleFor`, { q }) : t(`meta.${key}.title`);
  const description = t(`meta.${key}.description`);
  return (
    <PageHead
      title={key === 'home' ? `${t('app.name')} – ${title}` : title}
      description={description}
      keepQuery={key === 'search' || key === 'actors' ? SEARCH_QUERY : PAGE_QUERY}
    />
  );
}

/** Query parameters that make another page: its number, and on the searches what is searched. */
const PAGE_QUERY = ['page'] as const;
const SEARCH_QUERY = ['q', 'page', 'type', 'genre', 'sortBy', 'sortOrder'] as const;
