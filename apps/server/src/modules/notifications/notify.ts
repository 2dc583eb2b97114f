import type { NotificationKind } from '@regal/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { notifications, type UserSettings, users } from '../../db/schema/index.ts';
import type { Mail } from '../../integrations/mail/client.ts';
import type { Mailer } from '../../jobs/mailer.ts';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** the item's name (entry title, ticket subject, release name) */
  title: string;
  link?: string | null;
  data?: Record<string, string | number | null>;
}

/** Anything that can insert: the database or a transaction of it. */
export type NotifyExecutor = Pick<Database, 'insert'>;

/** Which account toggle (spec 01/02 settings) lets each kind go out by e-mail; default on. */
const MAIL_SETTING: Record<NotificationKind, keyof UserSettings> = {
  'favorite.release': 'show_notification_on_new_entry',
  'ticket.answered': 'show_notification_on_comment',
  'upload.decided': 'show_notification_on_task',
  'report.decided': 'show_notification_on_task',
  'report.breaker': 'show_notification_on_task',
  'strike.given': 'show_notification_on_task',
  'strike.cleared': 'show_notification_on_task',
};

const SUBJECT: Record<NotificationKind, string> = {
  'favorite.release': 'Neues Release für deinen Favoriten',
  'ticket.answered': 'Antwort auf dein Ticket',
  'upload.decided': 'Entscheidung zu deinem Upload',
  'report.decided': 'Entscheidung zu deiner Meldung',
  'report.breaker': 'Meldungen blenden vorerst nichts mehr aus',
  'strike.given': 'Du hast einen Strike erhalten',
  'strike.cleared': 'Ein Strike wurde aufgehoben',
};

/**
 * Writes a notification in the caller's transaction, so it exists exactly when the change that
 * caused it commits. The strike feature calls it the same way: `await notify(tx, {...})`.
 */
export async function notify(executor: NotifyExecutor, n: NewNotification): Promise<void> {
  await executor.insert(notifications).values({
    userId: n.userId,
    kind: n.kind,
    title: n.title,
    link: n.link ?? null,
    data: n.data ?? {},
  });
}

/**
 * The notifier: `notify` in the transaction, then `kick()` after the commit sends the e-mail copies
 * of pending notifications (per the user's settings) through the mail module. A timer picks up
 * whatever a kick missed (a crash between commit and kick). When the pg-boss job queue lands, the
 * delivery becomes a job; the `mail_state` column already says what is still owed.
 */
export interface Notifier {
  notify: typeof notify;
  kick(): void;
  /** A mail to someone without an account (a guest reporter's contact address), after the commit. */
  mail(mail: Mail): void;
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function createNotifier(
  db: Database,
  mailer: Mailer,
  log: FastifyBaseLogger,
  options: { publicUrl: string; sweepMs?: number },
): Notifier {
  let running: Promise<void> | null = null;
  let again = false;

  async function deliver(): Promise<void> {
    const pending = await db
      .select({ n: notifications, email: users.email, settings: users.settings, active: users.active })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.mailState, 'pending'))
      .limit(100);
    if (pending.length === 0) return;
    const sent: number[] = [];
    const skipped: number[] = [];
    for (const { n, email, settings, active } of pending) {
      const kind = n.kind as NotificationKind;
      const setting = MAIL_SETTING[kind];
      if (!active || !setting || settings[setting] === false) {
        skipped.push(n.id);
        continue;
      }
      const link = n.link ? `${options.publicUrl.replace(/\/$/, '')}${n.link}` : options.publicUrl;
      const reason = typeof n.data.reason === 'string' ? `\n\n${n.data.reason}` : '';
      mailer.queue({
        to: email,
        subject: `${SUBJECT[kind]}: ${n.title}`,
        text: `${SUBJECT[kind]}: ${n.title}${reason}\n\n${link}\n\nDu kannst diese E-Mails in deinen Benachrichtigungseinstellungen abschalten.`,
      });
      sent.push(n.id);
    }
    if (sent.length > 0)
      await db.update(notifications).set({ mailState: 'sent' }).where(inArray(notifications.id, sent));
    if (skipped.length > 0)
      await db.update(notifications).set({ mailState: 'skipped' }).where(inArray(notifications.id, skipped));
    if (pending.length === 100) again = true;
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliver();
      } while (again);
    })()
      .catch((err: unknown) => log.error({ err }, 'notification mails failed'))
      .finally(() => {
        running = null;
      });
  }

  const timer = setInterval(run, options.sweepMs ?? 60_000);
  timer.unref();

  return {
    notify,
    kick: run,
    mail: (mail) => mailer.queue(mail),
    async idle() {
      while (running) await running;
      await mailer.idle();
    },
    async close() {
      clearInterval(timer);
      while (running) await running;
    },
  };
}

/** Marks the user's notifications read: the given ids (only theirs) or all. Returns how many. */
export async function markRead(db: Database, userId: number, ids: number[] | 'all'): Promise<number> {
  const where = [eq(notifications.userId, userId), sql`${notifications.readAt} is null`];
  if (ids !== 'all') where.push(inArray(notifications.id, ids.length > 0 ? ids : [0]));
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(...where))
    .returning({ id: notifications.id });
  return rows.length;
}
