import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mail } from '../integrations/mail/client.ts';
import { mailSend } from './mail-send.ts';
import type { JobQueue } from './queue.ts';

/**
 * Sends mail through the job queue (decision 017): `queue` writes a `mail.send` job — inside the
 * caller's transaction when it passes one — so answers never wait on (or reveal through their
 * timing) an SMTP round trip, a failing server is retried with backoff, and a restart loses nothing.
 * `queueLater` builds the mail after the answer has gone out (forgot-password: same timing for known
 * and unknown addresses, decision 013). `idle()` waits until what was queued is sent: tests use it.
 */
export interface Mailer {
  readonly transport: 'smtp' | 'files';
  queue(mail: Mail, tx?: Pick<Database, 'execute'>): Promise<void>;
  queueLater(make: () => Promise<Mail | null>): void;
  idle(): Promise<void>;
}

export function createMailer(config: Config, jobs: JobQueue, log: FastifyBaseLogger): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    transport: config.SMTP_URL ? 'smtp' : 'files',
    async queue(mail, tx) {
      await jobs.enqueue(mailSend, mail, tx ? { tx } : {});
    },
    queueLater(make) {
      const job = (async () => {
        // Start after the answer has gone out, so its timing does not depend on the work.
        await new Promise((resolve) => setTimeout(resolve, 5));
        const mail = await make();
        if (mail) await jobs.enqueue(mailSend, mail, {});
      })()
        .catch((err: unknown) => log.error({ err }, 'mail could not be queued'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
      await jobs.settle([mailSend.name]);
    },
  };
}
