import { type BotMessage, ZBotMessage } from '@regal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/irc {title}`: asks the scene bot for a release; it then shows in the REQ list. */
export function requestFromBot(title: string): Promise<BotMessage> {
  return api.post('/api/irc', { title }, { schema: ZBotMessage });
}

export function useRequestFromBot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestFromBot,
    onSuccess: () => client.invalidateQueries({ queryKey: ['search'] }),
  });
}
