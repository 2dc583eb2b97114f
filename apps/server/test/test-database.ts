import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, type DatabaseHandle, openPgliteInstance, openPostgres } from '../src/db/client.ts';

let pgliteTemplate: Awaited<ReturnType<typeof createPglite>> | null = null;

/**
 * A fresh, migrated database for one test file: a clone of a migrated PGlite (milliseconds), or a
 * copy of the PostgreSQL template database when the suite runs on PostgreSQL.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) {
    if (!pgliteTemplate) {
      pgliteTemplate = await createPglite();
      await openPgliteInstance(pgliteTemplate);
    }
    // clone() copies the migrated files in memory: a fresh database in milliseconds.
    return openPgliteInstance((await pgliteTemplate.clone()) as PGlite, false);
  }
  const name = `regal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
