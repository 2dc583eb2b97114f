import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as it came over the wire. */
  raw: string;
  /** The decoded body text, enough to read links from. */
  body: string;
}

export interface FakeSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `to` (after `since` mails), polling until `timeoutMs`. */
  waitForMail(to: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable soft breaks and escapes, which nodemailer uses for long lines. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Reads the first link in a mail that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.body);
  if (!match) throw new Error(`no link starting with ${prefix} in mail:\n${mail.body}`);
  return match[0];
}

/** A real SMTP server on loopback that keeps what it receives (tests, e2e and local development). */
export async function startFakeSmtpServer(port = 0): Promise<FakeSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push({ from, to, raw, body: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    async waitForMail(to, { since = 0, timeoutMs = 5000 } = {}) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const found = mails.slice(since).find((m) => m.to.includes(to.toLowerCase()));
        if (found) return found;
        if (performance.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
