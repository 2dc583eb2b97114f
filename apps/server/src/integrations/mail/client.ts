import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { mailSend } from '../../jobs/mail-send.ts';
import type { JobQueue } from '../../jobs/queue.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Hands one mail to SMTP (or the dev outbox); the `mail.send` job calls it (src/jobs/mail-send.ts). */
export interface MailDelivery {
  /** 'smtp' with SMTP_URL set, else 'outbox' (kept in the database for the developer). */
  readonly transport: 'smtp' | 'outbox';
  deliver(mail: Mail): Promise<void>;
  close(): void;
}

export function createMailDelivery(config: Config, db: Database, log: FastifyBaseLogger): MailDelivery {
  const smtp = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;

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
    deliver,
    close: () => smtp?.close(),
  };
}

/**
 * Sends mail through the job queue (decision 017): `queue` writes a `mail.send` job — inside the
 * caller's transaction when it passes one — so answers never wait on (or reveal through their
 * timing) an SMTP round trip, a failing server is retried with backoff, and a restart loses nothing.
 * `idle()` waits until the queued mails are sent: tests use it.
 */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  queue(mail: Mail, tx?: Pick<Database, 'execute'>): Promise<void>;
  idle(): Promise<void>;
}

export function createMailer(config: Config, jobs: JobQueue): Mailer {
  return {
    transport: config.SMTP_URL ? 'smtp' : 'outbox',
    async queue(mail, tx) {
      await jobs.enqueue(mailSend, mail, tx ? { tx } : {});
    },
    idle: () => jobs.settle([mailSend.name]),
  };
}
