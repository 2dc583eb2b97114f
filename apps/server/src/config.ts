import path from 'node:path';
import { z } from 'zod';

/**
 * Every setting of the server with its default, in one place. Read from the environment once at
 * start-up; tests build their own config with `loadConfig({...})`.
 */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database and uploads live. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server (postgres://…). Empty: the embedded database in DATA_DIR. */
  DATABASE_URL: z.string().default(''),
  /** Embedded database engine when DATABASE_URL is empty: a real PostgreSQL from npm, or PGlite. */
  EMBEDDED_DB: z.enum(['postgres', 'pglite']).default('postgres'),
  /** Port of the embedded PostgreSQL (loopback only). */
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Load the demo catalogue into an empty database on start. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Password of the first admin account; generated and printed once when empty. */
  ADMIN_EMAIL: z.string().email().default('admin@regal.local'),
  ADMIN_PASSWORD: z.string().default(''),
  /** Public base URL, used in links the server writes (mails, OAuth callbacks). */
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  /** Folder of the built web app. */
  WEB_DIST: z.string().default(''),
});

export type Config = z.infer<typeof ZConfig> & { webDist: string; dataDir: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const cfg = parsed.data;
  const webDist = cfg.WEB_DIST || path.resolve(import.meta.dirname, '../../web/dist');
  return { ...cfg, webDist, dataDir: path.resolve(cfg.DATA_DIR) };
}
