import {
  type PendingStrikes,
  type ReviewsAnswer,
  type StrikeList,
  ZPendingStrikes,
  ZReviewsAnswer,
  ZStrikeList,
  ZStrikeMessage,
} from '@regal/shared';
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

/**
 * The member's newest reviews for the Strike User dialog (spec 02 §2 shows strikes *and* reviews):
 * `GET /api/reviews/get/all?user_id=…`, under the reviews feature's query key so its edits refresh it.
 */
export const useMemberReviews = (userId: number, enabled: boolean) => {
  const query = { user_id: userId, per_page: 20 };
  return useQuery({
    queryKey: ['reviews', 'all', query],
    enabled,
    queryFn: ({ signal }): Promise<ReviewsAnswer> =>
      api.get('/api/reviews/get/all', { signal, query, schema: ZReviewsAnswer }),
  });
};

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
      // The reviews table shows each author's strike count (spec 02 §2): refresh it too.
      await queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}

export const useSaveStrike = () =>
  useStrikeMutation((body: { user_id: number; reason: string }) =>
    api.post('/api/strike/save', body, { schema: ZStrikeMessage }),
  );

export const useDeleteStrike = () =>
  useStrikeMutation((id: number) => api.post('/api/strike/delete', { id }, { schema: ZStrikeMessage }));

/** `GET /api/strike/pending`: user strikes waiting for staff (moderators; decision 036). */
export const usePendingStrikes = (enabled = true) =>
  useQuery({
    queryKey: ['strikes', 'pending'],
    enabled,
    queryFn: ({ signal }) =>
      api.get<PendingStrikes>('/api/strike/pending', { signal, schema: ZPendingStrikes }),
  });

/** `POST /api/strike/confirm` or `/api/strike/reject` (moderators). */
export const useDecideStrike = () =>
  useStrikeMutation(({ id, decision }: { id: number; decision: 'confirm' | 'reject' }) =>
    api.post(`/api/strike/${decision}`, { id }, { schema: ZStrikeMessage }),
  );
