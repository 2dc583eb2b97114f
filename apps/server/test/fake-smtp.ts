import { afterAll, beforeAll } from 'vitest';
import { type FakeSmtpServer, startFakeSmtpServer } from '../src/integrations/mail/fake.ts';

/**
 * A loopback SMTP server for one test file: sets `SMTP_URL` in `env` before `useTestApp(env)` builds
 * the app (call this first), so the app's mails arrive here over real SMTP.
 */
export function useFakeSmtp(env: Record<string, string>): { readonly server: FakeSmtpServer } {
  const holder: { server?: FakeSmtpServer } = {};
  beforeAll(async () => {
    holder.server = await startFakeSmtpServer();
    env.SMTP_URL = holder.server.url;
  });
  afterAll(() => holder.server?.close());
  return {
    get server() {
      if (!holder.server) throw new Error('fake SMTP server not started');
      return holder.server;
    },
  };
}

/** The Subject header of a received mail (first line only). */
export function subjectOf(raw: string): string {
  return /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
}
