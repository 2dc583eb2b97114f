import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { z } from 'zod';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres.ts';
import { linkChecks } from '../../apps/server/src/db/schema/index.ts';
import { buildRelease } from '../../apps/server/src/db/seed/factories.ts';
import { startFakeHosters } from '../../apps/server/src/integrations/hosters/fake.ts';
import { defineJob } from '../../apps/server/src/jobs/define.ts';
import { JOB_KINDS } from '../../apps/server/src/jobs/kinds.ts';
import { linksSchedule } from '../../apps/server/src/jobs/links-schedule.ts';
import { createJobQueue } from '../../apps/server/src/jobs/queue.ts';

/**
 * `npm run jobs -w @regal/bench`: the job queue's throughput (jobs a second, enqueue and work) on
 * the embedded PostgreSQL, and how many links a minute one worker checks against the fake hosters
 * with their rate limits. Results go to results/jobs.json (figures in decision 017).
 */
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const JOBS = Number(args.get('jobs') ?? 5000);
const LINK_SECONDS = Number(args.get('link-seconds') ?? 60);
const PORT = Number(args.get('port') ?? 5615);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'regal-bench-jobs-'));
const log = pino({ level: 'warn' });
const server = await startEmbeddedPostgres(dataDir, PORT, log);
const database = await openPostgres(server.url, 10);
const results: Record<string, unknown> = { date: new Date().toISOString(), cpus: os.cpus().length };

try {
  // 1. Queue throughput: no-op jobs, enqueued one by one (each its own INSERT, as the app does),
  //    then worked by one process with 4 pollers fetching 20 jobs at a time.
  const noop = defineJob({
    name: 'bench.noop',
    schema: z.object({ n: z.number() }),
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 60,
    batchSize: 20,
    concurrency: 4,
    handle: async () => {},
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', LINK_CHECKS: 'off' });
  const writer = createJobQueue({ db: database.db, config, log, workers: 'off', kinds: [noop] });
  await writer.start();
  let started = performance.now();
  for (let n = 0; n < JOBS; n++) await writer.enqueue(noop, { n });
  const enqueueSeconds = (performance.now() - started) / 1000;
  const worker = createJobQueue({
    db: database.db,
    config,
    log,
    workers: 'inline',
    kinds: [noop],
    pollSeconds: 0.5,
  });
  started = performance.now();
  await worker.start();
  await worker.settle(['bench.noop'], { timeoutMs: 600_000 });
  const workSeconds = (performance.now() - started) / 1000;
  await Promise.all([worker.stop(), writer.stop()]);
  results.queue = {
    jobs: JOBS,
    enqueuePerSecond: Math.round(JOBS / enqueueSeconds),
    workedPerSecond: Math.round(JOBS / workSeconds),
  };
  console.log('queue', results.queue);

  // 2. Link checks: 4 hosters × 150 links plus 3 generic hosts × 50, against the fake hosters with
  //    budgets like real hosters' flood limits; one worker process (all kinds, as `npm run worker`).
  const fake = await startFakeHosters({
    ratePerSecond: { 'rapidgator.net': 2, 'ddownload.com': 3, 'nitroflare.com': 2, '*': 5 },
  });
  const links: Record<string, string[]>[] = [];
  for (let i = 0; i < 150; i++) {
    links.push({
      'rapidgator.net': [`https://rapidgator.net/file/f${i}/file${i}.rar.html`],
      ddownload: [`https://ddownload.com/${`d${i}`.padEnd(12, 'x')}/file${i}.rar`],
      nitroflare: [`https://nitroflare.com/view/N${i}/file${i}.rar`],
    });
  }
  for (let i = 0; i < 50; i++)
    for (const host of ['archive.org', 'download.blender.org', 'www.gutenberg.org'])
      links.push({ [host]: [`https://${host}/details/item${i}`] });
  for (const map of links) await buildRelease(database.db, { entryId: null, links: map });
  const total = links.reduce((sum, map) => sum + Object.values(map).flat().length, 0);
  const linkConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    LINK_CHECKS: 'fake',
    LINK_CHECK_FAKE_URL: fake.url,
  });
  const linkWorker = createJobQueue({
    db: database.db,
    config: linkConfig,
    log,
    workers: 'inline',
    kinds: JOB_KINDS,
    pollSeconds: 0.5,
  });
  started = performance.now();
  await linkWorker.start();
  await linkWorker.enqueue(linksSchedule, {});
  const deadline = started + LINK_SECONDS * 1000;
  let checked = 0;
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(linkChecks)
      .where(sql`${linkChecks.checkedAt} IS NOT NULL`);
    checked = Number(row?.n ?? 0);
    if (checked >= total) break;
  }
  const minutes = (performance.now() - started) / 60_000;
  const perChecker = await database.db.execute(
    sql`SELECT checker, count(*) FILTER (WHERE checked_at IS NOT NULL)::int AS checked, count(*)::int AS links FROM link_checks GROUP BY checker ORDER BY checker`,
  );
  await linkWorker.stop();
  await fake.close();
  results.links = {
    links: total,
    checked,
    seconds: Math.round(minutes * 60),
    linksPerMinute: Math.round(checked / minutes),
    perChecker: (perChecker as unknown as { rows: unknown[] }).rows,
    throttledByFake: Object.fromEntries(fake.throttled),
  };
  console.log('links', results.links);
  await writeFile(
    path.join(import.meta.dirname, '..', 'results', 'jobs.json'),
    `${JSON.stringify(results, null, 2)}\n`,
  );
} finally {
  await database.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
