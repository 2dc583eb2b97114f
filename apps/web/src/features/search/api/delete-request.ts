import { ZBotMessage } from '@regal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/req/delete` (moderators). */
export function deleteRequest(id: number): Promise<{ message: string }> {
  return api.post('/api/req/delete', { id }, { schema: ZBotMessage });
}

export function useDeleteRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: ['search'] }),
  });
}
