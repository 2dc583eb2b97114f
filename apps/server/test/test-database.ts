import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, type DatabaseHandle, openPgliteInstance, openPostgres } from '../src/db/client.ts';

let pgliteTemplate: Blob | null = null;

/**
 * A fresh, migrated database for one test file (or one call): a PGlite started from the data folder
 * of the PGlite that global-setup.ts migrated once per run, or a copy of the PostgreSQL template
 * database when the suite runs on PostgreSQL. Either way the template was made by running every
 * migration, and no two test files share a database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) {
    const tarball = inject('pgliteTemplate');
    if (!tarball) throw new Error('no PGlite template: run the API tests through vitest (global-setup.ts)');
    pgliteTemplate ??= new Blob([new Uint8Array(await readFile(tarball))]);
    return openPgliteInstance(await createPglite(undefined, pgliteTemplate), false);
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
    // A second process's own connections to the same database (the answer cache's two-instance test).
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
