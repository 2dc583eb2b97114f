import { APP_SETTING_KEYS, type AppSettingKey } from '@regal/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { appSettings, appSettingsVersion } from '../../db/schema/index.ts';
import { parseSettingValue, SETTING_DEFINITIONS } from './setting-definitions.ts';

/**
 * Run-time settings (decision 015): the stored values are laid over the process's `config`
 * object, so every reader of `config.X` at request time sees a change. Each process polls the
 * one-row version table every SETTINGS_POLL_MS and reloads when the number moved — this works on
 * PostgreSQL and on PGlite alike (PGlite has no NOTIFY between processes).
 */
export interface RuntimeSettings {
  /** The environment's value of each setting (what "reset to default" returns to). */
  defaults: Readonly<Record<AppSettingKey, string | number | boolean>>;
  /** Which keys have a stored value. */
  stored(): ReadonlySet<AppSettingKey>;
  /** Reads the stored values now and applies them. */
  reload(): Promise<void>;
  /** Reloads when the version moved (the poll). */
  poll(): Promise<void>;
  start(): void;
  stop(): void;
}

type Mutable = Record<AppSettingKey, string | number | boolean>;

export function createRuntimeSettings(
  db: Database,
  config: Config,
  log?: FastifyBaseLogger,
): RuntimeSettings {
  const live = config as unknown as Mutable;
  const defaults = Object.fromEntries(APP_SETTING_KEYS.map((key) => [key, live[key]])) as Mutable;
  let storedKeys = new Set<AppSettingKey>();
  let version = -1;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function reload() {
    const [current] = await db
      .select({ version: appSettingsVersion.version })
      .from(appSettingsVersion)
      .where(eq(appSettingsVersion.id, 1));
    const rows = await db.select({ key: appSettings.key, value: appSettings.value }).from(appSettings);
    const values = new Map(rows.map((row) => [row.key, row.value]));
    const next = new Set<AppSettingKey>();
    for (const key of APP_SETTING_KEYS) {
      const value = values.get(key);
      if (value === undefined) {
        live[key] = defaults[key];
      } else {
        live[key] = parseSettingValue(SETTING_DEFINITIONS[key], value);
        next.add(key);
      }
    }
    storedKeys = next;
    version = current?.version ?? 0;
  }

  async function poll() {
    const [current] = await db
      .select({ version: appSettingsVersion.version })
      .from(appSettingsVersion)
      .where(eq(appSettingsVersion.id, 1));
    if ((current?.version ?? 0) !== version) await reload();
  }

  return {
    defaults,
    stored: () => storedKeys,
    reload,
    poll,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        // One poll at a time; a slow database must not pile them up.
        if (running) return;
        running = poll()
          .catch((error: unknown) => log?.warn({ err: error }, 'app settings poll failed'))
          .finally(() => {
            running = null;
          });
      }, config.SETTINGS_POLL_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** Bumps the settings version inside the transaction of a change. */
export async function bumpSettingsVersion(tx: Pick<Database, 'update'>) {
  await tx
    .update(appSettingsVersion)
    .set({ version: sql`${appSettingsVersion.version} + 1` })
    .where(eq(appSettingsVersion.id, 1));
}
