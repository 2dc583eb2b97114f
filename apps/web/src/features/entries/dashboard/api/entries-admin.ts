import {
  type EntryBulkAction,
  type EntryInput,
  ZAllAppsResponse,
  ZAuditListResponse,
  ZDashboardEntryPage,
  ZDashboardHome,
  ZEditorEntryResponse,
  ZEntryBulkResponse,
  ZMediaUploadResponse,
  ZTmdbLookupResponse,
} from '@regal/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { toApiError } from '../../../../lib/api-error.ts';
import { currentLocale } from '../../../../lib/i18n.ts';
import { readToken } from '../../../../lib/session-token.ts';

/** The back office's entry calls (issue 10; server in modules/catalogue). */
export type EntryListParams = Record<string, string | number | undefined>;

export const dashboardEntriesQuery = (params: EntryListParams) =>
  queryOptions({
    queryKey: ['dashboard', 'entries', params],
    queryFn: ({ signal }) =>
      api.get('/api/dashboard/entries', { query: params, signal, schema: ZDashboardEntryPage }),
    placeholderData: keepPreviousData,
  });
export const useDashboardEntries = (params: EntryListParams) => useQuery(dashboardEntriesQuery(params));

export function useEntryBulk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { action: EntryBulkAction; ids: number[] }) =>
      api.post('/api/dashboard/entries/bulk', body, { schema: ZEntryBulkResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}

export const useDashboardHome = () =>
  useQuery({
    queryKey: ['dashboard', 'home'],
    queryFn: ({ signal }) => api.get('/api/dashboard/home', { signal, schema: ZDashboardHome }),
  });

export const editorEntryKey = (id: number) => ['dashboard', 'entry', id] as const;
export const useEditorEntry = (id: number | null) =>
  useQuery({
    queryKey: editorEntryKey(id ?? 0),
    queryFn: ({ signal }) => api.get(`/api/entry/get/${id}`, { signal, schema: ZEditorEntryResponse }),
    enabled: id !== null,
  });

export function useSaveEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EntryInput & { id?: number; version?: number }) =>
      api.post(body.id ? '/api/entry/update' : '/api/entry/create', body, { schema: ZEditorEntryResponse }),
    onSuccess: (answer) => {
      client.setQueryData(editorEntryKey(answer.item.id), answer);
      void client.invalidateQueries({ queryKey: ['dashboard', 'entries'] });
      void client.invalidateQueries({ queryKey: ['dashboard', 'history'] });
    },
  });
}

export const useEntryHistory = (id: number) =>
  useQuery({
    queryKey: ['dashboard', 'history', id],
    queryFn: ({ signal }) => api.get(`/api/audit/item/entry/${id}`, { signal, schema: ZAuditListResponse }),
  });

export const useAllApps = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'allApps', search],
    queryFn: ({ signal }) =>
      api.get('/api/entry/allApps', {
        query: { sortBy: 'updated', sortOrder: 'desc', all: '1', per_page: 50, search },
        signal,
        schema: ZAllAppsResponse,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** `POST /api/media/upload?kind=…` (multipart "image"); the server re-encodes to WebP. */
export async function uploadMedia(file: File, kind: 'poster' | 'backdrop' | 'screenshot', entryId?: number) {
  const form = new FormData();
  form.append('image', file);
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const query = new URLSearchParams({ kind, ...(entryId ? { entry_id: String(entryId) } : {}) });
  const response = await fetch(`/api/media/upload?${query}`, { method: 'POST', body: form, headers });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw toApiError(response.status, response.statusText, body);
  return ZMediaUploadResponse.parse(body);
}

/** `GET /api/tmdb/lookup`: entry fields from TMDB for the editor's "fill from TMDB" (detail tab). */
export function useTmdbLookup() {
  return useMutation({
    mutationFn: (query: { tmdb_id: string; type: 'movie' | 'tv' } | { imdb_id: string }) =>
      api.get('/api/tmdb/lookup', { query, schema: ZTmdbLookupResponse }),
  });
}
