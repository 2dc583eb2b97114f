import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { lazyModule } from '../../lib/lazy-module.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Hands one mail to SMTP (or the files outbox). This adapter speaks the protocol only: modules queue
 * mail through `jobs/mailer.ts`, and the `mail.send` job (jobs/mail-send.ts) calls `deliver`.
 */
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

/** nodemailer is loaded only where SMTP_URL is set (lib/lazy-module.ts). */
const nodemailer = lazyModule(async () => (await import('nodemailer')).default);

export function createMailDelivery(config: Config, log: FastifyBaseLogger): MailDelivery {
  const url = config.SMTP_URL;
  const smtp = url
    ? nodemailer().then((mailer) => {
        const transport = mailer.createTransport(url);
        transport.on('error', (err) => log.error({ err }, 'smtp transport error'));
        return transport;
      })
    : null;
  smtp?.catch((err) => log.error({ err }, 'smtp transport could not be loaded'));
  let sequence = 0;

  async function deliver(mail: Mail) {
    if (smtp) {
      await (await smtp).sendMail({ from: config.MAIL_FROM, ...mail });
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

  return {
    transport: smtp ? 'smtp' : 'files',
    deliver,
    close: () =>
      void smtp?.then(
        (transport) => transport.close(),
        () => undefined,
      ),
  };
}
