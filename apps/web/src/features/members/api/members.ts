import {
  type EmployeesResponse,
  type MemberCreate,
  type MemberMessage,
  type MembersResponse,
  type MemberUpdate,
  ZEmployeesResponse,
  ZMemberMessage,
  ZMembersResponse,
} from '@regal/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface MembersParams {
  search?: string;
  page?: number;
  role?: string;
  filter?: string;
  orderBy?: string;
  show_email?: '0' | '1';
}

/** `GET /api/members` (spec 02 §7): users (paged) and the role counts. */
export function getMembers(params: MembersParams, signal?: AbortSignal): Promise<MembersResponse> {
  return api.get('/api/members', { query: { ...params }, signal, schema: ZMembersResponse });
}

export const membersQueryOptions = (params: MembersParams) =>
  queryOptions({
    queryKey: ['members', params],
    queryFn: ({ signal }) => getMembers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMembers = (params: MembersParams) => useQuery(membersQueryOptions(params));

function useMemberMutation<V>(fn: (vars: V) => Promise<MemberMessage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // The employee list is the staff part of the same people: a new, promoted or blocked member
    // shows there at once, not only after a reload.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['members'] }),
        queryClient.invalidateQueries({ queryKey: ['employees'] }),
      ]),
  });
}

export const useUpdateMember = () =>
  useMemberMutation((body: MemberUpdate) =>
    api.patch('/api/member/update', body, { schema: ZMemberMessage }),
  );

export const useSetMemberActive = () =>
  useMemberMutation(({ id, active }: { id: number; active: boolean }) =>
    api.patch(`/api/member/${id}/${active ? 'grant' : 'block'}`, undefined, { schema: ZMemberMessage }),
  );

export const useCreateMember = () =>
  useMemberMutation((body: MemberCreate) => api.post('/api/member/create', body, { schema: ZMemberMessage }));

/** `GET /api/organisation/users`: the organisation's staff accounts. */
export const useEmployees = () =>
  useQuery({
    queryKey: ['employees'],
    queryFn: ({ signal }) =>
      api.get<EmployeesResponse>('/api/organisation/users', { signal, schema: ZEmployeesResponse }),
  });

export function useSetEmployeeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.get<EmployeesResponse>(`/api/user/${id}/${active ? 'grant' : 'block'}`, {
        schema: ZEmployeesResponse,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['employees'], answer);
      void queryClient.invalidateQueries({ queryKey: ['members'] });
    },
  });
}
