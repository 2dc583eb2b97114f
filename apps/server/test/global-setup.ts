import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openPgliteInstance, openPostgres } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server when REGAL_TEST_DB=postgres, else empty. */
    pgAdminUrl: string;
    pgTemplate: string;
    /** A tarball of a migrated PGlite data folder when the suite runs on PGlite, else empty. */
    pgliteTemplate: string;
  }
}

const TEMPLATE = 'regal_test_template';
const quiet = { info: () => {}, warn: () => {}, error: console.error };

/**
 * REGAL_TEST_DB=postgres runs the API suite on a PostgreSQL server: TEST_DATABASE_URL (CI starts
 * Debian's PostgreSQL) or, without it, a throwaway embedded PostgreSQL. A migrated template database
 * is made once; every test file gets its own copy (CREATE DATABASE … TEMPLATE …).
 *
 * On PGlite the same idea: one PGlite is created and migrated here, its data folder written to a
 * tarball; every test file starts its own PGlite from that tarball (about 0.5 s instead of about 3 s
 * for a fresh PGlite's initdb plus the migrations, in each of the suite's ~75 files).
 */
export default async function setup(project: TestProject) {
  project.provide('pgTemplate', TEMPLATE);
  if (process.env.REGAL_TEST_DB !== 'postgres') {
    project.provide('pgAdminUrl', '');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'regal-pglite-template-'));
    const tarball = path.join(dir, 'migrated.tar');
    const template = await createPglite();
    await openPgliteInstance(template);
    const dump = await template.dumpDataDir('none');
    await template.close();
    await writeFile(tarball, new Uint8Array(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', tarball);
    return async () => {
      await rm(dir, { recursive: true, force: true });
    };
  }
  project.provide('pgliteTemplate', '');
  let adminUrl = process.env.TEST_DATABASE_URL ?? '';
  let stopServer = async () => {};
  let tmp = '';
  if (!adminUrl) {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'regal-pg-'));
    const server = await startEmbeddedPostgres(tmp, 54000 + Math.floor(Math.random() * 900), quiet);
    adminUrl = server.url;
    stopServer = server.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  const handle = await openPostgres(templateUrl.toString(), 1);
  await handle.close();
  await admin.end();
  project.provide('pgAdminUrl', adminUrl);

  return async () => {
    await stopServer();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  };
}
