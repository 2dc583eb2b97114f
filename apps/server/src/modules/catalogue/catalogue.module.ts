import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createTelegramClient } from '../../integrations/telegram/client.ts';
import { outboundClient } from '../../lib/outbound/index.ts';
import { createBackOfficeRepository } from './back-office.repository.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { createEntryAdminRepository } from './entry-admin.repository.ts';
import { createEntryAdminService } from './entry-admin.service.ts';
import { createMediaFilesRepository } from './media-files.ts';
import { createReleaseAdminService } from './release-admin.service.ts';

/** Back office, catalogue half (issue 10): entry lists and editor, releases, media, home. */
export function catalogueModule(db: Database, config: Config) {
  return catalogueRoutes({
    entries: createEntryAdminService(db, createEntryAdminRepository(db)),
    releases: createReleaseAdminService(db, {
      telegram: createTelegramClient({
        apiUrl: config.TELEGRAM_API_URL,
        token: config.TELEGRAM_BOT_TOKEN,
        chatId: config.TELEGRAM_CHAT_ID,
        timeoutMs: 8000,
        outbound: outboundClient(config.OUTBOUND_ALLOW_HOSTS, config.TELEGRAM_API_URL),
      }),
      publicUrl: config.PUBLIC_URL,
    }),
    backOffice: createBackOfficeRepository(db),
    media: createMediaFilesRepository(db),
    mediaMaxBytes: config.MEDIA_MAX_BYTES,
  });
}
