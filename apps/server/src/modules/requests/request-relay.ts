import type { Config } from '../../config.ts';
import { ircRequest } from '../../jobs/irc-request.ts';
import type { JobQueue } from '../../jobs/queue.ts';

export type RelayStatus = 'off' | 'connected' | 'connecting';

/**
 * Hands a stored request on to the scene bot as an `irc.request` job (decisions 011, 017): the
 * answer never waits for the network, and a request made while IRC is down (or the app restarts)
 * is posted once the bot is back in the channel.
 */
export interface RequestRelay {
  status(): RelayStatus;
  forward(title: string): Promise<void>;
}

const offRelay: RequestRelay = {
  status: () => 'off',
  forward: async () => {},
};

/** With IRC_URL set: `<IRC_REQUEST_COMMAND> <title>` in the channel; else nothing. */
export function createRequestRelay(config: Config, jobs: JobQueue): RequestRelay {
  if (!config.IRC_URL) return offRelay;
  // Workers in this process hold the bot: connect now, so it is in the channel before the first request.
  const bot = jobs.workers === 'inline' ? jobs.resources.irc() : null;
  return {
    // Without a bot here (WORKERS=off) the request is queued for the worker processes.
    status: () => bot?.status() ?? 'connecting',
    async forward(title) {
      await jobs.enqueue(ircRequest, { text: `${config.IRC_REQUEST_COMMAND} ${title}` });
    },
  };
}
