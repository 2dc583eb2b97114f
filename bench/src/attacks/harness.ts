import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../apps/server/src/app.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';
import {
  createPglite,
  type Database,
  type DatabaseHandle,
  openPgliteInstance,
} from '../../../apps/server/src/db/client.ts';
import type { UserRow } from '../../../apps/server/src/db/schema/index.ts';
import { sessionTokenFor } from '../../../apps/server/src/modules/auth/testing.ts';

/**
 * The attack bench's app: the real server (buildApp) on a fresh PGlite started from one migrated
 * template, like the API tests, so every attack meets its own clean database. Only loopback.
 */
let template: Blob | null = null;

async function freshPglite(): Promise<DatabaseHandle> {
  if (!template) {
    const first = await createPglite();
    await openPgliteInstance(first);
    template = await first.dumpDataDir('none');
    await first.close();
  }
  return openPgliteInstance(await createPglite(undefined, template), false);
}

export interface AttackApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** Builds the app with `env` on a fresh database (or on `database`, e.g. embedded PostgreSQL). */
export async function attackApp(
  env: Record<string, string> = {},
  database?: DatabaseHandle,
): Promise<AttackApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'regal-attacks-'));
  const handle = database ?? (await freshPglite());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    ...env,
  });
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  return {
    app,
    db: handle.db,
    async close() {
      await app.close();
      if (!database) await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A session for a user, as a login opens it (2FA passed, freshly re-authenticated). */
export async function bearer(db: Database, user: UserRow): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await sessionTokenFor(db, user)}` };
}

/** Counts answers by status: "200×5 429×45". */
export function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
}

export interface AttackResult {
  attack: string;
  attempts: string;
  /** What the issue reports for the old code (quoted, not re-measured here). */
  before: string;
  after: string;
  /** True when the attack failed for the attacker. */
  held: boolean;
}
