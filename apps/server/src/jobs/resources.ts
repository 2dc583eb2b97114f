import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createHosterClient, type HosterClient } from '../integrations/hosters/client.ts';
import { type FakeHosters, startFakeHosters } from '../integrations/hosters/fake.ts';
import { createIrcBot, type IrcBot } from '../integrations/irc/client.ts';
import { createMailDelivery, type MailDelivery } from '../integrations/mail/client.ts';
import { outboundClient } from '../lib/outbound/index.ts';
import { postgresPace } from './hoster-pace.ts';

/**
 * Connections the handlers of one process share, opened on first use and closed with the queue:
 * the mail transport, the IRC bot, the hoster checkers (with their per-hoster pace).
 */
export interface JobResources {
  mail(): MailDelivery;
  /** null without IRC_URL */
  irc(): IrcBot | null;
  /** null with LINK_CHECKS=off */
  hosters(): Promise<HosterClient | null>;
  close(): Promise<void>;
}

export function createJobResources(config: Config, log: FastifyBaseLogger, db?: Database): JobResources {
  let mail: MailDelivery | null = null;
  let irc: IrcBot | null | undefined;
  let hosters: Promise<HosterClient | null> | null = null;
  let fake: FakeHosters | null = null;

  async function openHosters(): Promise<HosterClient | null> {
    if (config.linkChecks === 'off') return null;
    let fakeUrl: string | undefined;
    if (config.linkChecks === 'fake') {
      // No test or default run talks to a real hoster: without a fake URL one starts in-process.
      if (!config.LINK_CHECK_FAKE_URL)
        fake = await startFakeHosters({ slowMs: config.LINK_CHECK_TIMEOUT_MS + 1000 });
      fakeUrl = config.LINK_CHECK_FAKE_URL || fake?.url;
    }
    return createHosterClient({
      ...(fakeUrl ? { fakeUrl } : {}),
      timeoutMs: config.LINK_CHECK_TIMEOUT_MS,
      // The fake's own address is the operator's (or the test's); a user's link never is.
      outbound: outboundClient(config.OUTBOUND_ALLOW_HOSTS, fakeUrl),
      ddownloadKey: config.LINK_CHECK_DDOWNLOAD_KEY,
      userAgent: `RegalLinkCheck/1.0 (+${config.PUBLIC_URL})`,
      // Shared by every worker process (hoster_pace): N workers keep one pace per hoster.
      ...(db ? { reserveSlot: postgresPace(db) } : {}),
    });
  }

  return {
    mail() {
      mail ??= createMailDelivery(config, log);
      return mail;
    },
    irc() {
      if (irc === undefined) {
        irc = config.IRC_URL
          ? createIrcBot({
              url: config.IRC_URL,
              nick: config.IRC_NICK,
              log: { info: (msg) => log.info(msg), warn: (msg) => log.warn(msg) },
            })
          : null;
      }
      return irc;
    },
    hosters() {
      hosters ??= openHosters();
      return hosters;
    },
    async close() {
      mail?.close();
      await irc?.close();
      await fake?.close();
    },
  };
}
