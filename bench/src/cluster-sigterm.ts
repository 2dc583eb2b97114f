/**
 * Scaled-out bench (issue 22, decision 042): two app processes of the BUILT server (WORKERS=off)
 * and one job worker on one PostgreSQL server and one Redis, behind the loopback proxy of the
 * scaled-out test (apps/server/test/cluster). Reports
 *   1. req/s of public reads through the proxy over both apps (autocannon),
 *   2. jobs run once: N mails queued, N delivered to a loopback SMTP server, no duplicates,
 *   3. the answer-cache invalidation delay: a write on app A until app B answers the new text,
 *   4. SIGTERM to app A in the middle of a load run: requests, failed requests (target 0), how
 *      long A took to stop, and how often the proxy moved a refused request to B.
 *
 *   npm run build && npm run cluster -w @regal/bench
 *   CLUSTER_DURATION=15 CLUSTER_CONNECTIONS=32 CLUSTER_JOBS=500 (TEST_DATABASE_URL: use that server)
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { pino } from 'pino';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { startFakeSmtpServer } from '../../apps/server/src/integrations/mail/fake.ts';
import { mailSend } from '../../apps/server/src/jobs/mail-send.ts';
import { createJobQueue } from '../../apps/server/src/jobs/queue.ts';
import { request } from '../../apps/server/test/cluster/http-client.ts';
import { startLoopbackProxy } from '../../apps/server/test/cluster/loopback-proxy.ts';
import {
  freePort,
  openClusterDatabase,
  requireBuiltServer,
  spawnServer,
  waitForOutput,
  waitUntilReady,
} from '../../apps/server/test/cluster/processes.ts';
import { startRedisServer } from '../../apps/server/test/redis-server.ts';

const DURATION = Number(process.env.CLUSTER_DURATION ?? 15);
const CONNECTIONS = Number(process.env.CLUSTER_CONNECTIONS ?? 32);
const JOBS = Number(process.env.CLUSTER_JOBS ?? 500);
const ADMIN_PASSWORD = 'cluster bench admin 1';
const RESULTS = path.resolve(import.meta.dirname, '../results/cluster.json');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

requireBuiltServer();
const database = await openClusterDatabase();
const redis = await startRedisServer();
const smtp = await startFakeSmtpServer();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'regal-cluster-bench-'));
const shared = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: database.url,
  REDIS_URL: redis.url,
  DATA_DIR: dataDir,
  APP_KEY: 'cluster-bench-app-key-0123456789abcdefghijklmnop',
  ADMIN_PASSWORD,
  SMTP_URL: smtp.url,
  LINK_CHECKS: 'off',
};
const ports = [await freePort(), await freePort()];
const apps = ports.map((port, i) =>
  spawnServer(`app ${'AB'[i]}`, 'main', {
    ...shared,
    HOST: '127.0.0.1',
    PORT: String(port),
    WORKERS: 'off',
    TRUST_PROXY: '127.0.0.1',
    SEED_DEMO: 'true',
  }),
);
const worker = spawnServer('worker', 'worker', { ...shared, LOG_LEVEL: 'info', JOBS_POLL_SECONDS: '0.5' });
const results: Record<string, unknown> = { date: new Date().toISOString(), cores: os.availableParallelism() };

try {
  await Promise.all([
    ...apps.map((app, i) => waitUntilReady(app, `http://127.0.0.1:${ports[i]}/readyz`)),
    waitForOutput(worker, 'job worker running'),
  ]);
  const proxy = await startLoopbackProxy(ports);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const uids = (
    await pool.query<{ uid: string }>('select uid from entries where active order by id limit 20')
  ).rows.map((r) => r.uid);
  const words = ['sintel', 'big buck', 'nosferatu', 'metropolis', 'blender'];
  const paths = [
    ...uids.map((uid) => `/api/entries/${uid}`),
    ...words.map((w) => `/api/start/search?q=${encodeURIComponent(w)}`),
    '/api/core/settings',
  ];
  let next = 0;
  const load = (duration: number) => {
    const statuses: Record<string, number> = {};
    const done = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: proxy.url,
          connections: CONNECTIONS,
          duration,
          requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] ?? '/' }) }],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on('response', (_client, statusCode) => {
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      });
    });
    return { done, statuses };
  };

  // 1. Both apps under load.
  const before = [...proxy.served];
  const steady = load(DURATION);
  const steadyResult = await steady.done;
  results.steady = {
    requests: steadyResult.requests.total,
    reqPerSec: Math.round(steadyResult.requests.average),
    p50Ms: steadyResult.latency.p50,
    p99Ms: steadyResult.latency.p99,
    statuses: steady.statuses,
    errors: steadyResult.errors,
    servedBy: proxy.served.map((n, i) => n - (before[i] ?? 0)),
    loadAverage: loadAverage(),
  };
  console.log('steady', results.steady);

  // 2. Jobs run once: JOBS mails queued as a WORKERS=off app queues them, run by the worker.
  const queue = createJobQueue({
    db: (await openPostgres(database.url, 4)).db,
    config: loadConfig({ ...shared, WORKERS: 'off' }),
    log: pino({ level: 'silent' }),
    workers: 'off',
  });
  await queue.start();
  const mailsBefore = smtp.mails.length;
  const started = Date.now();
  for (let i = 0; i < JOBS; i += 50)
    await Promise.all(
      Array.from({ length: Math.min(50, JOBS - i) }, (_, j) =>
        queue.enqueue(mailSend, {
          to: `bench-${i + j}@example.org`,
          subject: `Bench job ${i + j}`,
          text: 'job',
        }),
      ),
    );
  await queue.stop();
  while (smtp.mails.length - mailsBefore < JOBS && Date.now() - started < 120_000) await sleep(100);
  const jobsMs = Date.now() - started;
  await sleep(2000);
  const subjects = smtp.mails.slice(mailsBefore).map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
  results.jobs = {
    queued: JOBS,
    delivered: subjects.length,
    distinct: new Set(subjects).size,
    seconds: jobsMs / 1000,
    loadAverage: loadAverage(),
  };
  console.log('jobs', results.jobs);

  // 3. Invalidation delay: a write on A until B answers it.
  const login = await request(proxy.url, '/api/auth/login', {
    method: 'POST',
    upstream: 0,
    body: { login: 'admin', password: ADMIN_PASSWORD },
  });
  const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const created = await request(proxy.url, '/api/entry/create', {
    method: 'POST',
    upstream: 0,
    headers: auth,
    body: { title: 'Elephants Dream', type: 'movie', released_at: '2006-03-24' },
  });
  const entry = created.json<{ item: { id: number; uid: string } }>().item;
  const delays: number[] = [];
  for (let round = 1; round <= 20; round++) {
    await request(proxy.url, `/api/entries/${entry.uid}`, { upstream: 1 });
    const title = `Elephants Dream ${round}`;
    await request(proxy.url, '/api/entry/update', {
      method: 'POST',
      upstream: 0,
      headers: auth,
      body: { title, type: 'movie', id: entry.id, version: round },
    });
    const t0 = Date.now();
    while (
      (await request(proxy.url, `/api/entries/${entry.uid}`, { upstream: 1 })).json<{ title: string }>()
        .title !== title
    )
      await sleep(2);
    delays.push(Date.now() - t0);
  }
  delays.sort((a, b) => a - b);
  results.invalidation = {
    rounds: delays.length,
    medianMs: delays[Math.floor(delays.length / 2)],
    maxMs: delays[delays.length - 1],
    loadAverage: loadAverage(),
  };
  console.log('invalidation', results.invalidation);
  await pool.end();

  // 4. SIGTERM to A in the middle of a load run.
  const retriedBefore = proxy.retried;
  const resentBefore = proxy.resent;
  const failedBefore = proxy.failed;
  const run = load(DURATION);
  await sleep((DURATION * 1000) / 3);
  const signalled = Date.now();
  const exitCode = await (apps[0] as (typeof apps)[number]).stop('SIGTERM');
  const stopMs = Date.now() - signalled;
  const runResult = await run.done;
  const failed = runResult.errors + runResult.timeouts + runResult.non2xx;
  results.sigterm = {
    requests: runResult.requests.total,
    reqPerSec: Math.round(runResult.requests.average),
    failed,
    statuses: run.statuses,
    errors: runResult.errors,
    timeouts: runResult.timeouts,
    appAExitCode: exitCode,
    appAStopMs: stopMs,
    proxyRetriedRefused: proxy.retried - retriedBefore,
    proxyResentReset: proxy.resent - resentBefore,
    proxy502: proxy.failed - failedBefore,
    loadAverage: loadAverage(),
  };
  console.log('sigterm', results.sigterm);
  await proxy.close();
  const previous = JSON.parse(await readFile(RESULTS, 'utf8').catch(() => '[]')) as unknown[];
  await writeFile(RESULTS, `${JSON.stringify([...previous, results], null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), RESULTS)}`);
  if (failed > 0) process.exitCode = 1;
} finally {
  await Promise.all([...apps, worker].map((proc) => proc.stop('SIGTERM')));
  await smtp.close();
  await redis.stop();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
