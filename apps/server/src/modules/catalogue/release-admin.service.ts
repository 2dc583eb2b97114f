import type { Database } from '../../db/client.ts';
import type { TelegramClient } from '../../integrations/telegram/client.ts';
import { createReleaseRecords } from './release-records.ts';
import { createReleaseTelegramService } from './release-telegram.service.ts';
import { createReleaseTrashService } from './release-trash.service.ts';
import { createReleaseWriteService } from './release-write.service.ts';

/** The release back office (spec 02 §4, §7) as one service for its routes, put together from its parts. */
export function createReleaseAdminService(
  db: Database,
  deps: { telegram: TelegramClient; publicUrl: string },
) {
  const records = createReleaseRecords(db);
  return {
    ...createReleaseWriteService(db, records),
    ...createReleaseTrashService(db, records),
    ...createReleaseTelegramService(db, records, deps),
  };
}
export type ReleaseAdminService = ReturnType<typeof createReleaseAdminService>;
