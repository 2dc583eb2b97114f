import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * The server's secret (decision 002): APP_KEY when set; otherwise one generated into DATA_DIR on the
 * first start and read back on later ones, so links and 2FA secrets survive restarts. Tests get a
 * fresh random key per process.
 */
export function resolveAppKey(config: Config): Buffer {
  if (config.APP_KEY) return createHash('sha256').update(config.APP_KEY).digest();
  if (config.NODE_ENV === 'test') return randomBytes(32);
  const file = path.join(config.dataDir, 'app-key');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch {
    const key = randomBytes(32);
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return key;
  }
}
