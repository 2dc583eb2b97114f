import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createIrcBot } from '../../integrations/irc/client.ts';

export type RelayStatus = 'off' | 'connected' | 'connecting';

/** Hands a stored request on to the scene bot; never waits for the network (decision 011). */
export interface RequestRelay {
  status(): RelayStatus;
  forward(title: string): void;
  close(): Promise<void>;
}

const offRelay: RequestRelay = {
  status: () => 'off',
  forward: () => {},
  close: async () => {},
};

/** The IRC bot when IRC_URL is set: `<IRC_REQUEST_COMMAND> <title>` in the channel; else nothing. */
export function createRequestRelay(config: Config, log: FastifyBaseLogger): RequestRelay {
  if (!config.IRC_URL) return offRelay;
  const bot = createIrcBot({
    url: config.IRC_URL,
    nick: config.IRC_NICK,
    log: { info: (msg) => log.info(msg), warn: (msg) => log.warn(msg) },
  });
  return {
    status: bot.status,
    forward: (title) => bot.say(`${config.IRC_REQUEST_COMMAND} ${title}`),
    close: bot.close,
  };
}
