import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createFilecryptClient } from '../../integrations/filecrypt/client.ts';
import { outboundClient } from '../../lib/outbound/index.ts';
import { cryptRewriteSettingsOf } from './crypt-link-rewrite.ts';
import { createFilecryptRepository } from './filecrypt.repository.ts';
import { filecryptRoutes } from './filecrypt.routes.ts';
import { createFilecryptService } from './filecrypt.service.ts';

export function filecryptModule(db: Database, config: Config) {
  return filecryptRoutes(
    createFilecryptService({
      client: createFilecryptClient({
        url: config.FILECRYPT_API_URL,
        timeoutMs: config.FILECRYPT_TIMEOUT_MS,
        outbound: outboundClient(config.OUTBOUND_ALLOW_HOSTS, config.FILECRYPT_API_URL),
      }),
      db,
      repo: createFilecryptRepository(db),
      // A getter: the operator key can change at run time (decision 015).
      get defaultApiKey() {
        return config.FILECRYPT_API_KEY;
      },
      rewrite: cryptRewriteSettingsOf(config),
    }),
  );
}
