import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One runner, five projects (the fifth, `cluster`, below): `shared` and `web` (pure unit tests: shared helpers, the web app's
 * locale files and build budget helpers), `server` (API tests through app.inject on a real database:
 * PGlite by default, a PostgreSQL server when REGAL_TEST_DB=postgres) and `fuzz` (the OpenAPI fuzz
 * suite, apps/server/src/fuzz).
 *
 * maxWorkers: vitest's default (cores − 1) is ONE fork on CI's 2 vCPUs, which leaves a core idle while
 * the main process only collects results. Two forks halve the API suite's wall time there; every test
 * file still runs in its own fork on its own database (decision 023).
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'apps/web/dist/**'],
          environment: 'node',
        },
      },
      {
        test: {
          // The build script's stamp, lock and swap (scripts/build), on fixture trees.
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          // Each test starts several node processes one after another: seconds on a loaded machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // The fuzz suite is its own project (npm run test:fuzz): it runs once, on PGlite.
          exclude: ['apps/server/src/fuzz/**'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: [],
          testTimeout: 30_000,
          // A file's database and app start in its beforeAll: on a loaded machine (load 20+) that took
          // over a minute. A generous limit costs nothing while the hooks pass (issue 33).
          hookTimeout: 180_000,
          pool: 'forks',
          // Files share a fork's module graph: each still builds its own app on its own database
          // (useTestApp), but the ~4 s of importing the server's modules is paid once per fork, not
          // once per file (122 files: about 275 s of a 400 s run).
          isolate: false,
        },
      },
      {
        test: {
          // The scaled-out shape (issue 22): the BUILT server's processes on a PostgreSQL server and
          // Redis, behind a loopback proxy. `npm run test:cluster`, after `npm run build`.
          name: 'cluster',
          include: ['apps/server/test/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'fuzz',
          include: ['apps/server/src/fuzz/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // 30,600 requests per caller: ~1 minute on a quiet 2-vCPU machine, over 4 on a busy one.
          testTimeout: 600_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
    ],
  },
});
