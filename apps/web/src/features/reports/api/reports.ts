import {
  type ReportCreate,
  type ReportDecide,
  type ReportGroupsAnswer,
  type ReportsQuery,
  ZMessageAnswer,
  ZReportConfirmed,
  ZReportCreated,
  ZReportGroupsAnswer,
} from '@regal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useCreateReport() {
  return useMutation({
    mutationFn: (input: ReportCreate) => api.post('/api/report/create', input, { schema: ZReportCreated }),
  });
}

export function useReportQueue(query: ReportsQuery) {
  return useQuery({
    queryKey: ['reports', query],
    queryFn: ({ signal }): Promise<ReportGroupsAnswer> =>
      api.get('/api/report/queue', { signal, query, schema: ZReportGroupsAnswer }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportDecide) => api.post('/api/report/decide', input, { schema: ZMessageAnswer }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['reports'] }),
  });
}

/** The guest claimant's confirmation of a takedown (the token of the mailed link). */
export function useConfirmReport() {
  return useMutation({
    mutationFn: (token: string) => api.post('/api/report/confirm', { token }, { schema: ZReportConfirmed }),
  });
}
