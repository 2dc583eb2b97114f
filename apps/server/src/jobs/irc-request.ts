import { z } from 'zod';
import { defineJob } from './define.ts';

/**
 * Hands a stored bot request to the scene bot's IRC channel (modules/requests/request-relay.ts
 * queues it). The worker process holds the bot connection; while it is not in the channel the job
 * fails and is retried with backoff (2 s, 4 s, … for about half an hour), so a request made while
 * IRC is down is still posted once it is back.
 */
export const ircRequest = defineJob({
  name: 'irc.request',
  schema: z.object({ text: z.string().min(1).max(400) }),
  retryLimit: 10,
  retryDelay: 2,
  retryBackoff: true,
  expireInSeconds: 60,
  async handle({ text }, ctx) {
    const bot = ctx.resources.irc();
    if (!bot) return; // IRC_URL was removed since the job was written: nothing to post to
    // A bot that is reconnecting usually is back within seconds: wait a little before failing.
    const deadline = Date.now() + 4_000;
    while (bot.status() !== 'connected' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    if (bot.status() !== 'connected') throw new Error('IRC bot is not in the channel yet');
    bot.say(text);
  },
});
