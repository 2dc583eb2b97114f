import { formatBytes } from '@regal/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { entries } from '../../db/schema/index.ts';
import {
  escapeTelegramHtml,
  type TelegramClient,
  TelegramRejectedError,
  TelegramUnconfiguredError,
} from '../../integrations/telegram/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, HttpError, serviceUnavailable } from '../../lib/http-errors.ts';
import type { Lang } from '../../lib/messages/index.ts';
import type { Actor } from './entry-admin.service.ts';
import { sayIn } from './messages.ts';
import type { ReleaseRecords } from './release-records.ts';

/** A release announced in the Telegram channel (spec 02 §7); the client's failures become 503/502. */
export function createReleaseTelegramService(
  db: Database,
  records: ReleaseRecords,
  deps: { telegram: TelegramClient; publicUrl: string },
) {
  return {
    async sendToTelegram(actor: Actor, id: number, lang: Lang) {
      const row = await records.load(id, lang);
      records.own(actor, row, lang, 'release.sendToTelegram');
      if (row.deletedAt) throw conflict(sayIn(lang, 'releaseTrashedNoEdit'));
      const [entry] = row.entryId
        ? await db
            .select({
              title: entries.title,
              uid: entries.uid,
              slug: entries.slug,
              releasedAt: entries.releasedAt,
            })
            .from(entries)
            .where(eq(entries.id, row.entryId))
        : [];
      const lines = [`<b>${escapeTelegramHtml(row.fulltitle)}</b>`];
      if (entry)
        lines.push(
          `${escapeTelegramHtml(entry.title)}${entry.releasedAt ? ` (${entry.releasedAt.slice(0, 4)})` : ''}`,
        );
      const facts = [
        row.size ? formatBytes(row.size) : null,
        row.lang.length ? row.lang.map((l) => l.toUpperCase()).join(', ') : null,
        row.quality,
      ].filter(Boolean);
      if (facts.length) lines.push(escapeTelegramHtml(facts.join(' · ')));
      if (entry) lines.push(`${deps.publicUrl.replace(/\/$/, '')}/detail/${entry.uid}/${entry.slug}`);
      try {
        await deps.telegram.sendMessage(lines.join('\n'));
      } catch (error) {
        if (error instanceof TelegramUnconfiguredError)
          throw serviceUnavailable(sayIn(lang, 'telegramUnconfigured'));
        if (error instanceof TelegramRejectedError)
          throw new HttpError(502, sayIn(lang, 'telegramFailed', { reason: error.description }));
        throw new HttpError(502, sayIn(lang, 'telegramUnreachable'));
      }
      await recordAudit(db, {
        actor,
        action: 'release.sendToTelegram',
        itemType: 'release',
        itemId: id,
        itemLabel: row.fulltitle,
      });
      return {
        message: sayIn(lang, 'telegramSent', { title: row.fulltitle }),
        release: { fulltitle: row.fulltitle },
      };
    },
  };
}
