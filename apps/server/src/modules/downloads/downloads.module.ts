import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createDownloadsRepository } from './downloads.repository.ts';
import { downloadsRoutes } from './downloads.routes.ts';
import { createDownloadsService } from './downloads.service.ts';

export function downloadsModule(db: Database, config: Config) {
  const repo = createDownloadsRepository(db);
  return downloadsRoutes(
    createDownloadsService({ repo, windowMinutes: config.DOWNLOAD_COUNT_WINDOW_MINUTES }),
  );
}
