import { ZBotMessage } from '@regal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface RequestChange {
  id: number;
  fulltitle?: string;
  filled?: boolean;
}

/** `POST /api/req/update` (moderators): rename a request or mark it filled. */
export function updateRequest(change: RequestChange): Promise<{ message: string }> {
  return api.post('/api/req/update', change, { schema: ZBotMessage });
}

export function useUpdateRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: ['search'] }),
  });
}
