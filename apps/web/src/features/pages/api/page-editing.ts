import { type ContentPage, type PageSave, ZContentPage, ZPageList, ZPageMessage } from '@regal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type PageList = z.infer<typeof ZPageList>;
type PageMessage = z.infer<typeof ZPageMessage>;

/** `GET /api/page/list`: every content page for the dashboard. */
export const usePageList = () =>
  useQuery({
    queryKey: ['pages', 'list'],
    queryFn: ({ signal }) => api.get<PageList>('/api/page/list', { signal, schema: ZPageList }),
  });

/** `GET /api/page/{id}`: one page for the editor. */
export const usePageById = (id: number | null) =>
  useQuery({
    queryKey: ['pages', 'id', id],
    enabled: id !== null,
    queryFn: ({ signal }) => api.get<ContentPage>(`/api/page/${id}`, { signal, schema: ZContentPage }),
  });

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PageSave }) =>
      id === null
        ? api.post<PageMessage>('/api/page/create', body, { schema: ZPageMessage })
        : api.patch<PageMessage>(`/api/page/${id}`, body, { schema: ZPageMessage }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pages'] }),
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<PageMessage>(`/api/page/${id}`, { schema: ZPageMessage }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pages'] }),
  });
}
