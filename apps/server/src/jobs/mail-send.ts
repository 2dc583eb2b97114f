import { z } from 'zod';
import { defineJob } from './define.ts';

/** One mail to SMTP (or the dev outbox). Queued by `Mailer.queue` (jobs/mailer.ts). */
export const mailSend = defineJob({
  name: 'mail.send',
  schema: z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().optional(),
  }),
  // An SMTP server that is down for a while: 30 s, 1 min, 2 min, … up to 8 attempts, then dead.
  retryLimit: 8,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  batchSize: 5,
  handle: (mail, ctx) => ctx.resources.mail().deliver(mail),
});
