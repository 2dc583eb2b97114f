import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { mailSend } from '../../jobs/mail-send.ts';
import type { JobQueue } from '../../jobs/queue.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Hands one mail to SMTP (or the files outbox); the `mail.send` job calls it (src/jobs/mail-send.ts). */
export interface MailDelivery {
  /** 'smtp' with SMTP_URL set, else 'files' (DATA_DIR/mail-outbox and the log, for the developer). */
  readonly transport: 'smtp' | 'files';
  deliver(mail: Mail): Promise<void>;
  close(): void;
}

/** The folder mails land in without SMTP (decision 013): only readable on the server's disk. */
export function mailOutboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'mail-outbox');
}

/** One mail as an RFC 822 file a mail client can open. */
function asEml(from: string, mail: Mail, at: Date): string {
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Date: ${at.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    mail.text,
    '',
  ].join('\r\n');
}

export function createMailDelivery(config: Config, log: FastifyBaseLogger): MailDelivery {
  const smtp = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  smtp?.on('error', (err) => log.error({ err }, 'smtp transport error'));
  let sequence = 0;

  async function deliver(mail: Mail) {
    if (smtp) {
      await smtp.sendMail({ from: config.MAIL_FROM, ...mail });
      return;
    }
    // Without SMTP no mail ever leaves through HTTP: it goes to the log and, outside tests, to a file.
    log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail not sent (no SMTP_URL)');
    if (config.NODE_ENV === 'test') return;
    const now = new Date();
    const dir = mailOutboxDir(config);
    const safeTo = mail.to.replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 80);
    const name = `${now.toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}-${safeTo}.eml`;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(path.join(dir, name), asEml(config.MAIL_FROM, mail, now), { mode: 0o600 });
  }

  return { transport: smtp ? 'smtp' : 'files', deliver, close: () => smtp?.close() };
}

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
