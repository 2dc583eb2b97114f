import {
  ZAssignableUsersResponse,
  ZCountriesResponse,
  ZEditorReleaseResponse,
  ZEntryReleasesResponse,
  ZFilecryptCreateResponse,
  ZFilecryptGetLinksResponse,
  ZMessageResponse,
  ZMyContainersPage,
  ZReassignResponse,
  ZTelegramResponse,
  ZTrashPage,
} from '@regal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** The release edit card's calls (spec 02 §7). */
export const entryReleasesKey = (entryId: number) => ['dashboard', 'releases', entryId] as const;
export const useEntryReleases = (entryId: number) =>
  useQuery({
    queryKey: entryReleasesKey(entryId),
    queryFn: ({ signal }) =>
      api.get(`/api/release/ofEntry/${entryId}`, { signal, schema: ZEntryReleasesResponse }),
  });

export const useCountries = () =>
  useQuery({
    queryKey: ['countries'],
    queryFn: ({ signal }) => api.get('/api/countries/all', { signal, schema: ZCountriesResponse }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAssignableUsers = (enabled: boolean) =>
  useQuery({
    queryKey: ['assignableUsers'],
    queryFn: ({ signal }) =>
      api.get('/api/members/getUsersToAssign', { signal, schema: ZAssignableUsersResponse }),
    enabled,
    staleTime: 5 * 60_000,
  });

function useInvalidateReleases() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['dashboard'] });
}

/**
 * Saves a release card. `onCreated` hears a new release's id as soon as the server answers, before
 * the lists are read again: the releases tab then closes its new-release card in the same render
 * that shows the saved one (issue 33: for a moment the typed name was on screen twice).
 */
export function useReleaseSave(onCreated?: (id: number) => void) {
  const done = useInvalidateReleases();
  return useMutation({
    mutationFn: (body: Record<string, unknown> & { id?: number }) =>
      api.post(body.id ? '/api/release/update' : '/api/release/create', body, {
        schema: ZEditorReleaseResponse,
      }),
    onSuccess: (answer, body) => {
      if (!body.id) onCreated?.(answer.item.id);
      return done();
    },
  });
}

export function useCryptedLinksSave() {
  const done = useInvalidateReleases();
  return useMutation({
    mutationFn: (body: {
      id: number;
      crypted_links: Record<string, string>;
      options: { check: Record<string, string> };
    }) => api.post('/api/release/update/cryptedLinks', body, { schema: ZEditorReleaseResponse }),
    onSuccess: done,
  });
}

export function useReleaseDelete() {
  const done = useInvalidateReleases();
  return useMutation({
    mutationFn: ({ ids, force }: { ids: number[]; force: boolean }) =>
      api.post(
        force ? '/api/release/delete?force=1' : '/api/release/delete',
        { ids },
        { schema: ZMessageResponse },
      ),
    onSuccess: done,
  });
}

export function useReleaseRestore() {
  const done = useInvalidateReleases();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/release/restore', { id }, { schema: ZEditorReleaseResponse }),
    onSuccess: done,
  });
}

export const useSendToTelegram = () =>
  useMutation({
    mutationFn: (id: number) =>
      api.post('/api/release/sendToTelegram', { id }, { schema: ZTelegramResponse }),
  });

/** One call per release, in parallel (spec 02 §7). */
export function useReassign() {
  const done = useInvalidateReleases();
  return useMutation({
    mutationFn: ({ ids, entryId }: { ids: number[]; entryId: number }) =>
      Promise.all(
        ids.map((id) =>
          api.post('/api/release/reassignToEntry', { id, entry_id: entryId }, { schema: ZReassignResponse }),
        ),
      ),
    onSuccess: done,
  });
}

export const useContainerLinks = () =>
  useMutation({
    mutationFn: ({ id, releaseId }: { id: string; releaseId?: number }) =>
      api.post(
        `/api/filecrypt/getLinks/${encodeURIComponent(id)}`,
        releaseId ? { release_id: releaseId } : undefined,
        {
          schema: ZFilecryptGetLinksResponse,
        },
      ),
  });

export const useCreateContainer = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; links: string[] }) =>
      api.post('/api/filecrypt/createContainer', body, { schema: ZFilecryptCreateResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['dashboard', 'myfilecrypt'] }),
  });
};

export const useReleaseTrash = (params: Record<string, string | number | undefined>) =>
  useQuery({
    queryKey: ['dashboard', 'trash', params],
    queryFn: ({ signal }) => api.get('/api/release/deleted', { query: params, signal, schema: ZTrashPage }),
    placeholderData: keepPreviousData,
  });

export const useMyContainers = (page: number) =>
  useQuery({
    queryKey: ['dashboard', 'myfilecrypt', page],
    queryFn: ({ signal }) =>
      api.get('/api/dashboard/myfilecrypt', { query: { page }, signal, schema: ZMyContainersPage }),
    placeholderData: keepPreviousData,
  });
