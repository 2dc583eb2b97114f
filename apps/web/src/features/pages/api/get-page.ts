import { type ContentPage, ZContentPage } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import type { Locale } from '../../../lib/locale.ts';

/**
 * `GET /api/pages/:slug` → a content page with sanitised HTML body; 404 when there is none. The
 * server answers in the API client's `Accept-Language` (English when the page has it, else German,
 * `lang` says which), so the locale is part of the cache key.
 */
export function getPage(slug: string, signal?: AbortSignal): Promise<ContentPage> {
  return api.get(`/api/pages/${encodeURIComponent(slug)}`, { signal, schema: ZContentPage });
}

export const pageQueryOptions = (slug: string, locale: Locale = currentLocale()) =>
  queryOptions({ queryKey: ['pages', slug, locale], queryFn: ({ signal }) => getPage(slug, signal) });

export function usePage(slug: string) {
  // Re-renders (and so refetches under the new key) when the language changes.
  useTranslation();
  return useQuery(pageQueryOptions(slug, currentLocale()));
}
