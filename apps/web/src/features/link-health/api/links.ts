import { type CheckLinksBody, ZCheckLinksAnswer, ZEntryLinks, ZLinkPage } from '@regal/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface LinkListParams {
  page: number;
  state: 'dead' | 'offline' | 'unknown' | 'all';
  search: string;
}

/** `GET /api/links`: hoster links by state (dead by default), newest check first. */
export function listLinks(params: LinkListParams) {
  return api.get('/api/links', {
    query: { page: params.page, per_page: 50, state: params.state, search: params.search || undefined },
    schema: ZLinkPage,
  });
}

export function useLinkList(params: LinkListParams) {
  return useQuery(
    queryOptions({
      queryKey: ['link-health', 'list', params],
      queryFn: () => listLinks(params),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `GET /api/links/entry/{uid}`: an entry's links with their states. */
export function useEntryLinks(uid: string) {
  return useQuery(
    queryOptions({
      queryKey: ['link-health', 'entry', uid],
      queryFn: () => api.get(`/api/links/entry/${encodeURIComponent(uid)}`, { schema: ZEntryLinks }),
    }),
  );
}

/** `POST /api/links/check`: the links of an entry or a release are checked now. */
export function useCheckLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckLinksBody) => api.post('/api/links/check', body, { schema: ZCheckLinksAnswer }),
    // The check runs in the background: look again after a few seconds.
    onSuccess: () => setTimeout(() => void client.invalidateQueries({ queryKey: ['link-health'] }), 3000),
  });
}
