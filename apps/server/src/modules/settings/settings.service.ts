import { APP_SETTING_KEYS, type AppSetting, type AppSettingKey, type AppSettingsUpdate } from '@regal/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';
import { type AuditActor, REDACTED, recordAudit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { bumpSettingsVersion, type RuntimeSettings } from './runtime-settings.ts';
import { maskSecret, SETTING_DEFINITIONS, settingValueError } from './setting-definitions.ts';

export const SETTINGS_SAVED = 'Einstellungen gespeichert.';

function shown(key: AppSettingKey, value: string | number | boolean): string {
  const text = String(value);
  return SETTING_DEFINITIONS[key].kind === 'secret' ? maskSecret(text) : text;
}

export function createAppSettingsService(db: Database, config: Config, runtime: RuntimeSettings) {
  const live = config as unknown as Record<AppSettingKey, string | number | boolean>;

  function list(): AppSetting[] {
    const stored = runtime.stored();
    return APP_SETTING_KEYS.map((key) => {
      const def = SETTING_DEFINITIONS[key];
      return {
        key,
        group: def.group,
        kind: def.kind,
        value: shown(key, live[key]),
        default: shown(key, runtime.defaults[key]),
        stored: stored.has(key),
        max: def.kind === 'int' || def.kind === 'bool' ? null : (def.max ?? null),
      };
    });
  }

  return {
    async list(): Promise<AppSetting[]> {
      await runtime.poll();
      return list();
    },

    /** Stores the given values (null: back to the environment), audited, and applies them at once. */
    async update(actor: AuditActor, body: AppSettingsUpdate): Promise<AppSetting[]> {
      const entries = Object.entries(body.values) as [AppSettingKey, string | null | undefined][];
      const errors: Record<string, string> = {};
      const changes = entries
        .filter((entry): entry is [AppSettingKey, string | null] => entry[1] !== undefined)
        .map(([key, raw]) => {
          const value = raw === null ? null : raw.trim();
          const problem = value === null ? null : settingValueError(SETTING_DEFINITIONS[key], value);
          if (problem) errors[`values.${key}`] = problem;
          return { key, value };
        });
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      if (changes.length === 0) return list();

      await db.transaction(async (tx) => {
        const keys = changes.map((change) => change.key);
        const before = new Map(
          (await tx.select().from(appSettings).where(inArray(appSettings.key, keys))).map((row) => [
            row.key,
            row.value,
          ]),
        );
        const audit: Record<string, { from: unknown; to: unknown }> = {};
        for (const { key, value } of changes) {
          const previous = before.get(key) ?? String(runtime.defaults[key]);
          const next = value ?? String(runtime.defaults[key]);
          if (value === null) await tx.delete(appSettings).where(eq(appSettings.key, key));
          else
            await tx
              .insert(appSettings)
              .values({ key, value, updatedBy: actor.id, updatedAt: new Date() })
              .onConflictDoUpdate({
                target: appSettings.key,
                set: { value, updatedBy: actor.id, updatedAt: new Date() },
              });
          if (previous === next && before.has(key) === (value !== null)) continue;
          audit[key] =
            SETTING_DEFINITIONS[key].kind === 'secret'
              ? { from: REDACTED, to: REDACTED }
              : { from: previous, to: next };
        }
        await bumpSettingsVersion(tx);
        await recordAudit(tx, {
          actor,
          action: 'settings.app',
          itemType: 'settings',
          itemId: 'app',
          itemLabel: 'App-Einstellungen',
          changes: audit,
        });
      });
      await runtime.reload();
      return list();
    },
  };
}
export type AppSettingsService = ReturnType<typeof createAppSettingsService>;
