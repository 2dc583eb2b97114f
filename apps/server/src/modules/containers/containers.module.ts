import type { Config } from '../../config.ts';
import { createDlcKeyServiceClient } from '../../integrations/dlc-key-service/client.ts';
import { containersRoutes } from './containers.routes.ts';
import { createContainersService } from './containers.service.ts';

/** The cart's container export, wired to the configured DLC key service. */
export function containersModule(config: Config) {
  const keyService = createDlcKeyServiceClient({
    url: config.DLC_SERVICE_URL,
    lid: config.DLC_SERVICE_LID,
    timeoutMs: config.DLC_SERVICE_TIMEOUT_MS,
  });
  return containersRoutes(createContainersService({ keyService, publicUrl: config.PUBLIC_URL }));
}
