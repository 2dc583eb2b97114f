import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the PostgreSQL server when REGAL_TEST_DB=postgres, else empty. */
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

const TEMPLATE = 'regal_test_template';
const quiet = { info: () => {}, warn: () => {}, error: console.error };

/**
 * REGAL_TEST_DB=postgres runs the API suite on a PostgreSQL server: TEST_DATABASE_URL (CI starts
 * Debian's PostgreSQL) or, without it, a throwaway embedded PostgreSQL. A migrated template database
 * is made once; every test file gets its own copy (CREATE DATABASE … TEMPLATE …).
 */
export default async function setup(project: TestProject) {
  project.provide('pgTemplate', TEMPLATE);
  if (process.env.REGAL_TEST_DB !== 'postgres') {
    project.provide('pgAdminUrl', '');
    return;
  }
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
