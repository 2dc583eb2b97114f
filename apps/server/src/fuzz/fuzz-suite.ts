import { appendFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { buildUser } from '../db/seed/factories.ts';
import { sessionTokenFor } from '../modules/auth/testing.ts';
import {
  createFuzzChecker,
  type FuzzStats,
  fuzzOperation,
  fuzzRuns,
  fuzzSeed,
  operationsOf,
} from './openapi-fuzz.ts';

export type FuzzCaller = 'guest' | 'verified user' | 'admin';

/** Each caller's operations run as this many tests, every PARTS-th operation in each. */
const PARTS = 8;

/**
 * One caller's share of the fuzz suite (one file per caller, so the three run side by side).
 * Outside services point at a closed loopback port or stay unconfigured: they answer their
 * declared 502/503 at once instead of reaching the internet.
 */
export function defineFuzzSuite(caller: FuzzCaller) {
  const ctx = useTestApp({
    XREL_API_URL: 'http://127.0.0.1:9/v2',
    TMDB_API_URL: 'http://127.0.0.1:9/3',
    GEOCODER_URL: '',
    FILECRYPT_API_URL: 'http://127.0.0.1:9/api.php',
    DLC_SERVICE_URL: '',
  });

  async function headersFor(): Promise<Record<string, string>> {
    if (caller === 'guest') return {};
    // A fresh user per operation: some operations change their caller (2FA on, logout).
    const user = await buildUser(ctx.db, { role: caller === 'admin' ? 'admin' : 'user' });
    return { authorization: `Bearer ${await sessionTokenFor(ctx.db, user)}` };
  }

  describe(`OpenAPI fuzz as ${caller}`, () => {
    // Eight tests, each an eighth of the operations (issue 33: bounded by count, not by a clock): as
    // one test, a caller's ~31,600 requests ran past a 10-minute limit on a loaded machine.
    for (let part = 0; part < PARTS; part++) {
      it(`every operation answers < 500, with a declared status, content type and body (part ${part + 1} of ${PARTS})`, async () => {
        const seed = fuzzSeed();
        const runs = fuzzRuns();
        const stats: FuzzStats = {
          requests: 0,
          serverErrors: 0,
          schemaMismatches: 0,
          undeclaredStatuses: 0,
          failures: [],
        };
        const problemOf = createFuzzChecker();
        const operations = (await operationsOf(ctx.app)).filter((_op, index) => index % PARTS === part);
        const started = Date.now();
        for (const op of operations) {
          const opStarted = Date.now();
          await fuzzOperation(ctx.app, op, await headersFor(), seed, runs, stats, problemOf);
          // FUZZ_LOG=<file>: time per operation, written as it goes (vitest holds console output back).
          if (process.env.FUZZ_LOG)
            appendFileSync(
              process.env.FUZZ_LOG,
              `${caller} ${op.method} ${op.path}: ${Date.now() - opStarted} ms\n`,
            );
        }
        console.log(
          `fuzz as ${caller}, part ${part + 1}/${PARTS}: seed ${seed} (replay: FUZZ_SEED=${seed}), ${operations.length} operations × ${runs} = ` +
            `${stats.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; answers ≥ 500: ${stats.serverErrors}, ` +
            `schema mismatches: ${stats.schemaMismatches}, undeclared statuses: ${stats.undeclaredStatuses}`,
        );
        const shown = stats.failures
          .slice(0, 40)
          .map((f) => `${f.operation} → ${f.status}: ${f.problem}\n    ${f.request}`);
        expect(shown, `seed ${seed}`).toEqual([]);
        expect(operations.length).toBeGreaterThan(0);
        expect(stats.requests).toBeGreaterThanOrEqual(operations.length * runs);
      }, 600_000);
    }
  });
}
