import {
  type MessageAnswer,
  type ReviewDelete,
  type ReviewSave,
  type ReviewsAnswer,
  type ReviewsQuery,
  ZMessageAnswer,
  ZReviewSaved,
  ZReviewsAnswer,
} from '@regal/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Spec 02 §7 `GET /api/reviews/get/{uid}`: an entry uid, `my` or `all` (staff). */
export const reviewsQueryOptions = (scope: string | undefined, query: ReviewsQuery) =>
  queryOptions({
    queryKey: ['reviews', scope, query],
    queryFn: ({ signal }): Promise<ReviewsAnswer> =>
      api.get(`/api/reviews/get/${encodeURIComponent(scope ?? '')}`, {
        signal,
        query,
        schema: ZReviewsAnswer,
      }),
    placeholderData: keepPreviousData,
  });

export function useReviews(scope: string | undefined, query: ReviewsQuery, enabled = true) {
  return useQuery({ ...reviewsQueryOptions(scope, query), enabled: enabled && Boolean(scope) });
}

function useInvalidateReviews() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['reviews'] }),
      // the entry's shown rating follows its reviews
      client.invalidateQueries({ queryKey: ['entries'] }),
    ]);
}

export function useSaveReview() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (input: ReviewSave) => api.post('/api/reviews/save', input, { schema: ZReviewSaved }),
    onSuccess: invalidate,
  });
}

/** Spec 02 §7 `POST /api/reviews/delete` ({ids, admin:true} for the admin bulk delete). */
export function useDeleteReviews() {
  const invalidate = useInvalidateReviews();
  return useMutation({
    mutationFn: (input: ReviewDelete): Promise<MessageAnswer> =>
      api.post('/api/reviews/delete', input, { schema: ZMessageAnswer }),
    onSuccess: invalidate,
  });
}
