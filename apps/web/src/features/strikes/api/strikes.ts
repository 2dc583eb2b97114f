import { type StrikeList, ZStrikeList, ZStrikeMessage } from '@regal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/strike/get/{userId}`: a user's strikes (the Strike User dialog). */
export const useUserStrikes = (userId: number, enabled = true) =>
  useQuery({
    queryKey: ['strikes', userId],
    enabled,
    queryFn: ({ signal }) =>
      api.get<StrikeList>(`/api/strike/get/${userId}`, { signal, schema: ZStrikeList }),
  });

/** `GET /api/strike/get/my`: the caller's own strikes (account area). */
export const useMyStrikes = () =>
  useQuery({
    queryKey: ['strikes', 'my'],
    queryFn: ({ signal }) => api.get<StrikeList>('/api/strike/get/my', { signal, schema: ZStrikeList }),
  });

function useStrikeMutation<V>(fn: (vars: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['strikes'] });
      await queryClient.invalidateQueries({ queryKey: ['members'] });
    },
  });
}

export const useSaveStrike = () =>
  useStrikeMutation((body: { user_id: number; reason: string }) =>
    api.post('/api/strike/save', body, { schema: ZStrikeMessage }),
  );

export const useDeleteStrike = () =>
  useStrikeMutation((id: number) => api.post('/api/strike/delete', { id }, { schema: ZStrikeMessage }));
