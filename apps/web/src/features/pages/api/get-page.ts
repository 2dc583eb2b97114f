import { type ContentPage, ZContentPage } from '@regal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/pages/:slug` → a content page with sanitised HTML body; 404 when there is none. */
export function getPage(slug: string, signal?: AbortSignal): Promise<ContentPage> {
  return api.get(`/api/pages/${encodeURIComponent(slug)}`, { signal, schema: ZContentPage });
}

export const pageQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['pages', slug], queryFn: ({ signal }) => getPage(slug, signal) });

export function usePage(slug: string) {
  return useQuery(pageQueryOptions(slug));
}
