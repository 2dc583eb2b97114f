import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail in the background so answers do not wait on (or reveal through their timing) an SMTP
 * round trip. `idle()` waits for what is in flight: tests and shutdown use it.
 */
export interface Mailer {
  /** 'smtp' with SMTP_URL set, else 'outbox' (kept in the database for the developer). */
  readonly transport: 'smtp' | 'outbox';
  queue(mail: Mail): void;
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(config: Config, db: Database, log: FastifyBaseLogger): Mailer {
  const smtp = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const pending = new Set<Promise<void>>();

  async function deliver(mail: Mail) {
    if (smtp) {
      await smtp.sendMail({ from: config.MAIL_FROM, ...mail });
      return;
    }
    await db
      .insert(mailOutbox)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    // Without SMTP the developer reads links from the log or from /api/dev/outbox.
    log.info(
      { to: mail.to, subject: mail.subject, text: mail.text },
      'mail kept in the outbox (no SMTP_URL)',
    );
  }

  return {
    transport: smtp ? 'smtp' : 'outbox',
    queue(mail) {
      const job = deliver(mail)
        .catch((err: unknown) =>
          log.error({ err, to: mail.to, subject: mail.subject }, 'mail delivery failed'),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      smtp?.close();
    },
  };
}
