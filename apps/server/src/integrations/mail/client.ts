import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

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
  /** 'smtp' with SMTP_URL set, else 'files' (DATA_DIR/mail-outbox and the log, for the developer). */
  readonly transport: 'smtp' | 'files';
  queue(mail: Mail): void;
  /** Runs `make` in the background and sends the mail it returns (null: none); errors are logged. */
  queueLater(make: () => Promise<Mail | null>): void;
  idle(): Promise<void>;
  close(): Promise<void>;
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

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const smtp = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  smtp?.on('error', (err) => log.error({ err }, 'smtp transport error'));
  const pending = new Set<Promise<void>>();
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
    const name = `${now.toISOString().replace(/[:.]/g, '-')}-${++sequence}-${safeTo}.eml`;
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(path.join(dir, name), asEml(config.MAIL_FROM, mail, now), { mode: 0o600 });
  }

  function track(job: Promise<void>) {
    const tracked = job.finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  return {
    transport: smtp ? 'smtp' : 'files',
    queue(mail) {
      track(
        deliver(mail).catch((err: unknown) =>
          log.error({ err, to: mail.to, subject: mail.subject }, 'mail delivery failed'),
        ),
      );
    },
    queueLater(make) {
      track(
        (async () => {
          // Start after the answer has gone out, so its timing does not depend on the work.
          await new Promise((resolve) => setTimeout(resolve, 5));
          const mail = await make();
          if (mail) await deliver(mail);
        })().catch((err: unknown) => log.error({ err }, 'mail delivery failed')),
      );
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
