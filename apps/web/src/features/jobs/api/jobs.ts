import { type JobViewState, ZJobOverview, ZJobPage, ZJobRetryAnswer } from '@regal/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/jobs`: counts per kind and state; refreshed every few seconds while open. */
export function useJobOverview() {
  return useQuery(
    queryOptions({
      queryKey: ['jobs', 'overview'],
      queryFn: () => api.get('/api/jobs', { schema: ZJobOverview }),
      refetchInterval: 5000,
    }),
  );
}

export interface JobListParams {
  page: number;
  state: JobViewState;
  kind: string | null;
}

/** `GET /api/jobs/list`: the jobs of one state, newest first. */
export function useJobList(params: JobListParams) {
  return useQuery(
    queryOptions({
      queryKey: ['jobs', 'list', params],
      queryFn: () =>
        api.get('/api/jobs/list', {
          query: { page: params.page, per_page: 50, state: params.state, kind: params.kind ?? undefined },
          schema: ZJobPage,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `POST /api/jobs/{kind}/{id}/retry`. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: string; id: string }) =>
      api.post(
        `/api/jobs/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/retry`,
        {},
        { schema: ZJobRetryAnswer },
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
