import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';

/**
 * Each route's page title and meta description (texts in common.json under `meta`). The first
 * matching pattern wins; an unknown address is the not-found page. Pages whose title is their
 * content (an entry) may set `document.title` themselves after this.
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

export function RouteMeta() {
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const key = metaKeyOf(pathname);
  const title = t(`meta.${key}.title`);
  const description = t(`meta.${key}.description`);
  useEffect(() => {
    document.title = key === 'home' ? `${t('app.name')} – ${title}` : `${title} · ${t('app.name')}`;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [key, title, description, t]);
  return null;
}
