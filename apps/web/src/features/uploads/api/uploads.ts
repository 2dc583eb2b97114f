import {
  ENTRY_PICKER_PAGE_SIZE,
  type EntryCard,
  type UploadCreate,
  type UploadDecide,
  type UploadsAnswer,
  type UploadsQuery,
  ZEntrySearchPage,
  ZTitleCleanResponse,
  ZUploadAnswer,
  ZUploadsAnswer,
} from '@regal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The caller's uploads (`my`) or the moderators' release queue (`queue`). */
export function useUploads(scope: 'my' | 'queue', query: UploadsQuery) {
  return useQuery({
    queryKey: ['uploads', scope, query],
    queryFn: ({ signal }): Promise<UploadsAnswer> =>
      api.get(`/api/upload/${scope}`, { signal, query, schema: ZUploadsAnswer }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadCreate) => api.post('/api/upload/create', input, { schema: ZUploadAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['uploads'] }),
  });
}

export function useDecideUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDecide) => api.post('/api/upload/decide', input, { schema: ZUploadAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: ['uploads'] }),
  });
}

/** Entries for the upload form's entry picker (the entry search, every type). */
export function useEntryPicker(text: string) {
  return useQuery({
    queryKey: ['uploads', 'entry-picker', text],
    queryFn: async ({ signal }): Promise<EntryCard[]> =>
      (
        await api.get('/api/start/search', {
          signal,
          query: { q: text, types: 'all', per_page: ENTRY_PICKER_PAGE_SIZE },
          schema: ZEntrySearchPage,
        })
      ).data,
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** Spec 02 §7 `GET /tmdb/clean`: a clean title for a new entry proposed from the release name. */
export function cleanTitle(fulltitle: string, type: string) {
  return api.get('/api/tmdb/clean', { query: { fulltitle, type }, schema: ZTitleCleanResponse });
}
