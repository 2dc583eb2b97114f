import {
  type KeyKind,
  type KeysCreate,
  type KeysResponse,
  type KeysUpdate,
  ZKeysMessage,
  ZKeysResponse,
} from '@regal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface KeysParams {
  page?: number;
  search?: string;
  status?: string;
}

/** `GET /api/key/{kind}/list`: 50 a page, newest first. */
export const useKeys = (kind: KeyKind, params: KeysParams) =>
  useQuery({
    queryKey: ['keys', kind, params],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get<KeysResponse>(`/api/key/${kind}/list`, { query: { ...params }, signal, schema: ZKeysResponse }),
  });

function useKeysMutation<V>(fn: (vars: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['keys'] }),
  });
}

export const useCreateKeys = (kind: KeyKind) =>
  useKeysMutation((body: KeysCreate) => api.post(`/api/key/${kind}/create`, body, { schema: ZKeysMessage }));
export const useUpdateKeys = (kind: KeyKind) =>
  useKeysMutation((body: KeysUpdate) => api.post(`/api/key/${kind}/update`, body, { schema: ZKeysMessage }));
/** `POST /api/key/{beta|license}/clearIP` (spec 02 §7). */
export const useClearKeyIp = (kind: KeyKind) =>
  useKeysMutation((key: string) => api.post(`/api/key/${kind}/clearIP`, { key }, { schema: ZKeysMessage }));
