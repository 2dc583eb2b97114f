import { type PollCreate, type PollsAnswer, ZMessageAnswer, ZPollsAnswer, ZVoteAnswer } from '@regal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The community page's polls (its server loader reads the same query: issue 34). */
export const pollsQueryOptions = () =>
  queryOptions({
    queryKey: ['polls'],
    queryFn: ({ signal }): Promise<PollsAnswer> => api.get('/api/polls', { signal, schema: ZPollsAnswer }),
  });

export function usePolls() {
  return useQuery(pollsQueryOptions());
}

export function useVoteRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/vote/request', { id }, { schema: ZVoteAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: ['search'] }),
  });
}

export function useVotePoll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { poll_id: number; option_id: number }) =>
      api.post('/api/poll/vote', input, { schema: ZVoteAnswer }),
    onSettled: () => client.invalidateQueries({ queryKey: ['polls'] }),
  });
}

export function useCreatePoll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PollCreate) => api.post('/api/poll/create', input, { schema: ZPollsAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['polls'] }),
  });
}

export function useClosePoll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post('/api/poll/close', { id }, { schema: ZMessageAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['polls'] }),
  });
}
