import {
  type Ticket,
  type TicketCreate,
  type TicketsAnswer,
  type TicketsQuery,
  type TicketUpdate,
  ZTicketAnswer,
  ZTicketsAnswer,
} from '@regal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The caller's tickets (`my`) or every ticket (`all`, staff). */
export function useTickets(scope: 'my' | 'all', query: TicketsQuery) {
  return useQuery({
    queryKey: ['tickets', scope, query],
    queryFn: ({ signal }): Promise<TicketsAnswer> =>
      api.get(`/api/ticket/${scope}`, { signal, query, schema: ZTicketsAnswer }),
    placeholderData: keepPreviousData,
  });
}

/** Spec 02 §7 `GET ticket/get/{uid}`. */
export function useTicket(uid: string | null) {
  return useQuery({
    queryKey: ['tickets', 'one', uid],
    queryFn: async ({ signal }): Promise<Ticket> =>
      (await api.get(`/api/ticket/get/${encodeURIComponent(uid ?? '')}`, { signal, schema: ZTicketAnswer }))
        .item,
    enabled: Boolean(uid),
  });
}

export function useCreateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TicketCreate) =>
      (await api.post('/api/ticket/create', input, { schema: ZTicketAnswer })).item,
    onSuccess: () => client.invalidateQueries({ queryKey: ['tickets'] }),
  });
}

/** Spec 02 §7 `POST ticket/update`: comment, closed state, assignee or clearing a comment. */
export function useUpdateTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TicketUpdate) =>
      (await api.post('/api/ticket/update', input, { schema: ZTicketAnswer })).item,
    onSuccess: (ticket) => {
      client.setQueryData(['tickets', 'one', ticket.uid], ticket);
      return client.invalidateQueries({ queryKey: ['tickets'] });
    },
  });
}
